import type { ReactNode } from 'react';
import { listingMapUrl } from '@/components/listing/listingCardModel';
import { Icon, type IconName } from '@/components/ui/Icon';
import type { PublicSublet } from '@/lib/data/sublet-view';
import { formatDisplayDate, formatUsd } from '@/lib/domain/formats';
import { subletBedroomsText } from '@/lib/domain/sublets';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './SubletCard.css';
import { SubletPhotos } from './SubletPhotos';

export interface SubletCardProps {
  sublet: PublicSublet;
  /** The heading level of the title (2 on the board; the manage page's h1 names the page). */
  headingLevel?: 2 | 3;
  /** Buttons under the listing (the contact button on the board). */
  actions?: ReactNode;
  /** Load the first photo eagerly (the first card of a page). */
  priority?: boolean;
  /** next/image `sizes` of the photos. */
  photoSizes?: string;
  className?: string;
}

function Fact({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.factTerm}>
        <Icon name={icon} />
        {term}
      </dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}

/** The dates of a sublet: 'May 01, 2027 – Aug 15, 2027' (docs/product.md#constants 'MMM DD, YYYY'). */
export function subletDatesText(sublet: Pick<PublicSublet, 'availableFrom' | 'availableTo'>): string {
  return `${formatDisplayDate(sublet.availableFrom)} – ${formatDisplayDate(sublet.availableTo)}`;
}

/**
 * One sublet listing (docs/product.md#cards-and-media: an <article> whose heading names it): photos (the first is
 * the cover), title, address, rent in whole dollars, bedrooms available of total, dates, pets,
 * utilities and the description. Only public fields exist on its props. Server-safe. The address
 * has a Map link, as a floor plan's card does: where a room is decides a student's choice, and
 * the board has no map of its own.
 */
export function SubletCard({ sublet, headingLevel = 2, actions, priority = false, photoSizes, className }: SubletCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `sublet-${sublet.id}-title`;
  const mapUrl = listingMapUrl(sublet.address, sublet.zipcode);
  return (
    <article className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={headingId}>
      <SubletPhotos photos={sublet.photos} title={sublet.title} priority={priority} sizes={photoSizes} />
      <div className={styles.body}>
        {/* The poster's words may be in a right-to-left script: dir="auto" gives each its own direction. */}
        <Heading id={headingId} className={styles.title} dir="auto">
          {sublet.title}
        </Heading>
        <p className={styles.address}>
          <Icon name="map" />
          <span dir="auto">
            {sublet.address} {sublet.zipcode}
          </span>
          {mapUrl ? (
            <a className={styles.mapLink} href={mapUrl} target="_blank" rel="noopener noreferrer">
              Map
              <span className={visuallyHidden}>{` of ${sublet.title} (opens in a new tab)`}</span>
            </a>
          ) : null}
        </p>
        <p className={styles.rent}>
          {formatUsd(sublet.rent)} <span className={styles.per}>/ month</span>
        </p>
        <dl className={styles.facts}>
          <Fact icon="bed" term="Bedrooms">
            {subletBedroomsText(sublet.availableBedrooms, sublet.bedroom)}
          </Fact>
          <Fact icon="calendar" term="Available">
            {subletDatesText(sublet)}
          </Fact>
          <Fact icon="paw" term="Pets">
            {sublet.petsAllowed ? 'Allowed' : 'Not allowed'}
          </Fact>
          <Fact icon="dollar" term="Utilities">
            {sublet.utilitiesIncluded ? 'Included' : 'Not included'}
          </Fact>
        </dl>
        <p className={styles.description} dir="auto">
          {sublet.description}
        </p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  );
}
