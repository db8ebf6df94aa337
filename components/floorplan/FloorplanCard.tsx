import { ModalTrigger } from '@/components/layout/ModalTrigger';
import { CardPhotos } from '@/components/listing/CardPhotos';
import { CardHighlights, CardTitle } from '@/components/listing/CardTitle';
import * as card from '@/components/listing/ListingCard.css';
import { CARD_IMAGE_SIZES, cardCover, listingMapUrl } from '@/components/listing/listingCardModel';
import { ListingPrice } from '@/components/listing/ListingPrice';
import { SpecialOffer } from '@/components/listing/SpecialOffer';
import { TourButtons } from '@/components/listing/TourButtons';
import { Icon } from '@/components/ui/Icon';
import { isFloorplanAvailableNow } from '@/lib/domain/availability';
import { bathroomLabel, bedroomLabel, squareFootLabel } from '@/lib/domain/formats';
import type { ListedFloorplan } from '@/lib/domain/listing-types';
import { floorplanPrice, floorplanPriceRangeText, priceText } from '@/lib/domain/pricing';
import type { IsoDay } from '@/lib/domain/site-day';
import { activeWebSpecials } from '@/lib/domain/specials';
import { listingTours } from '@/lib/domain/video';
import { visuallyHidden } from '@/styles/utilities.css';
import { floorplanPath } from '@/lib/domain/routes';
import { floorplanSquareFoot } from '@/lib/domain/listing-fallbacks';

export interface FloorplanCardProps {
  floorplan: ListedFloorplan;
  /** The site day the page renders for (siteDay(new Date())): every date rule uses it. */
  today: IsoDay;
  /** The card heading's level (default 3: under a section's h2). */
  headingLevel?: 2 | 3 | 4;
}


/**
 * A floor plan card (docs/product.md#pages, docs/product.md#cards-and-media): one <article> whose heading names the plan and
 * links to /floorplans/{id} (the card's only link there). Server-rendered; the photos, tour
 * buttons, Special Offer and apply action are small client islands.
 */
export function FloorplanCard({ floorplan, today, headingLevel = 3 }: FloorplanCardProps) {
  const headingId = `floorplan-${floorplan.id}-name`;
  const price = floorplanPrice(floorplan, today);
  const offers = activeWebSpecials(floorplan.webSpecials, today).map((special) => special.description);
  const availableNow = isFloorplanAvailableNow(floorplan, today);
  const alt = `${floorplan.name} at ${floorplan.property.name}`;
  const cover = cardCover(floorplan.coverImage, alt, floorplan.coverBackdrop);
  const mapUrl = listingMapUrl(floorplan.address, floorplan.zipcode);
  const squareFoot = floorplanSquareFoot(floorplan);
  const preset = {
    communityId: floorplan.property.id,
    communityName: floorplan.property.name,
    floorplanId: floorplan.id,
    floorplanName: floorplan.name,
    ...(floorplan.address ? { address: floorplan.address } : {}),
  };

  return (
    <article className={card.card} aria-labelledby={headingId} data-floorplan-id={floorplan.id}>
      <div className={card.media}>
        <CardPhotos
          cover={cover}
          folderId={floorplan.photosFolderId}
          label={`Photos of ${floorplan.name}`}
          sizes={CARD_IMAGE_SIZES}
        />
        <CardHighlights featured={floorplan.featured} availableNow={availableNow} />
      </div>
      <div className={card.body}>
        <CardTitle community={floorplan.property.name} title={floorplan.name} href={floorplanPath(floorplan.id)} id={headingId} level={headingLevel} />
        <ListingPrice regular={floorplanPriceRangeText(floorplan)} special={priceText(price.special)} />
        <ul className={card.facts}>
          <li className={card.fact}>
            <Icon name="bed" />
            {bedroomLabel(floorplan.bedroom)}
          </li>
          <li className={card.fact}>
            <Icon name="bath" />
            {bathroomLabel(floorplan.bathroom)}
          </li>
          {squareFoot ? (
            <li className={card.fact}>
              <Icon name="area" />
              {squareFootLabel(squareFoot)}
            </li>
          ) : null}
        </ul>
        <SpecialOffer offers={offers} name={floorplan.name} panelId={`floorplan-${floorplan.id}-offer`} />
        <div className={card.actions}>
          <TourButtons tours={listingTours(floorplan)} name={floorplan.name} poster={cover.remote ? null : cover} />
          {mapUrl ? (
            <a className={card.smallAction} href={mapUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="map-pin" />
              Map
              <span className={visuallyHidden}>{` of ${floorplan.name} (opens in a new tab)`}</span>
            </a>
          ) : null}
          <ModalTrigger modal="apply" as="button" preset={preset} className={`${card.smallAction} ${card.primaryAction}`}>
            Apply
            <span className={visuallyHidden}>{` for ${floorplan.name}`}</span>
          </ModalTrigger>
        </div>
      </div>
    </article>
  );
}
