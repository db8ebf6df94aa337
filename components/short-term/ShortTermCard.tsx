import { CardImage } from '@/components/listing/CardImage';
import { CardHighlights, CardTitle } from '@/components/listing/CardTitle';
import * as card from '@/components/listing/ListingCard.css';
import { CARD_IMAGE_SIZES, cardCover } from '@/components/listing/listingCardModel';
import { Icon } from '@/components/ui/Icon';
import type { ShortTermListing } from '@/lib/data/detail-types';
import { bathroomLabel, bedroomLabel, squareFootLabel } from '@/lib/domain/formats';
import { shortTermPricingTiers } from '@/lib/domain/short-term-pricing';
import * as styles from './ShortTermCard.css';
import { floorplanPath } from '@/lib/domain/routes';

export interface ShortTermCardProps {
  floorplan: ShortTermListing;
}

/**
 * A short-term floor plan card (docs/product.md#cards-and-media): one <article> whose heading names the plan and is
 * its one link to /floorplans/{id}; the cover, facts, and its daily rates by length of stay
 * (a text price shows as written).
 */
export function ShortTermCard({ floorplan }: ShortTermCardProps) {
  const headingId = `short-term-${floorplan.id}-name`;
  const cover = cardCover(floorplan.coverImage, floorplan.coverAlt, floorplan.coverBackdrop);
  const tiers = shortTermPricingTiers(floorplan);
  return (
    <article className={card.card} aria-labelledby={headingId} data-floorplan-id={floorplan.id}>
      <div className={`${card.media} ${styles.media}`}>
        <CardImage photo={cover} sizes={CARD_IMAGE_SIZES} />
        <CardHighlights featured={floorplan.featured} />
      </div>
      <div className={card.body}>
        <CardTitle community={floorplan.property.name} title={floorplan.name} href={floorplanPath(floorplan.id)} id={headingId} level={3} />
        <ul className={card.facts}>
          <li className={card.fact}>
            <Icon name="bed" />
            {bedroomLabel(floorplan.bedroom)}
          </li>
          <li className={card.fact}>
            <Icon name="bath" />
            {bathroomLabel(floorplan.bathroom)}
          </li>
          {floorplan.squareFoot ? (
            <li className={card.fact}>
              <Icon name="area" />
              {squareFootLabel(floorplan.squareFoot)}
            </li>
          ) : null}
        </ul>
        <dl className={styles.rates}>
          {tiers.map((tier) => (
            <div key={tier.key} className={styles.rate}>
              <dt className={styles.stay}>{tier.label}</dt>
              <dd className={styles.price}>
                {tier.isNumeric ? (
                  <>
                    {tier.perDay}
                    <span className={styles.unit}>/day</span>
                  </>
                ) : (
                  <span className={styles.raw}>{tier.perDay || '—'}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>Daily rates exclude tax.</p>
      </div>
    </article>
  );
}
