import { DetailSection } from '@/components/detail/DetailSection';
import { Icon } from '@/components/ui/Icon';
import { formatRating, ratingStars, ratingText } from '@/lib/domain/rating';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './ReviewSection.css';

export interface ReviewSectionProps {
  name: string;
  rating: number | null;
  ratingLink: string | null;
}

/** The review section (docs/product.md#pages): the stars and '{rating} Stars on Google', linking to the reviews. */
export function ReviewSection({ name, rating, ratingLink }: ReviewSectionProps) {
  if (rating === null || !Number.isFinite(rating)) return null;
  const text = ratingText(rating);
  return (
    <DetailSection id="reviews" title="Reviews">
      <div className={styles.frame}>
        <figure className={styles.figure}>
          <p className={styles.score} aria-hidden="true">
            {formatRating(rating)}
          </p>
          <p className={styles.stars} role="img" aria-label={`Rated ${formatRating(rating)} out of 5`}>
            {ratingStars(rating).map((star, index) => (
              <span key={index} className={star === 'empty' ? styles.starEmpty : star === 'half' ? styles.starHalf : styles.starFull}>
                <Icon name={star === 'empty' ? 'star' : 'star-filled'} size="1.75rem" />
              </span>
            ))}
          </p>
          <figcaption className={styles.footer}>
            {ratingLink ? (
              <a href={ratingLink} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {text}
                <Icon name="external-link" size="1em" />
                <span className={visuallyHidden}>{` (reviews of ${name}, opens in a new tab)`}</span>
              </a>
            ) : (
              text
            )}
          </figcaption>
        </figure>
      </div>
    </DetailSection>
  );
}
