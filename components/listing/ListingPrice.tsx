import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './ListingPrice.css';

export interface ListingPriceProps {
  /** The regular price as text ('$1,100 - $1,400' or '$1,250'), null when there is none. */
  regular: string | null;
  /** The special price as text when a special applies today, else null. */
  special: string | null;
}

export const NO_PRICE_TEXT = 'Contact us for pricing';

/**
 * A listing's price: the regular price, or — while a special applies — the special price with
 * the regular price struck through. The strike is not the only cue: both figures are named
 * for screen readers ("Special price", "Regular price"). Server-safe.
 */
export function ListingPrice({ regular, special }: ListingPriceProps) {
  if (special) {
    return (
      <p className={styles.price}>
        <span className={styles.special}>
          <span className={visuallyHidden}>Special price: </span>
          {special}
        </span>
        {regular ? (
          <del className={styles.regular}>
            <span className={visuallyHidden}>Regular price: </span>
            {regular}
          </del>
        ) : null}
        <span className={styles.per}>/ month</span>
      </p>
    );
  }
  if (!regular) return <p className={styles.none}>{NO_PRICE_TEXT}</p>;
  return (
    <p className={styles.price}>
      {regular}
      <span className={styles.per}>/ month</span>
    </p>
  );
}
