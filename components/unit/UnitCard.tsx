import { ModalTrigger } from '@/components/layout/ModalTrigger';
import { CardPhotos } from '@/components/listing/CardPhotos';
import { CardHighlights, CardTitle } from '@/components/listing/CardTitle';
import * as card from '@/components/listing/ListingCard.css';
import { CARD_IMAGE_SIZES, cardCover, listingMapUrl } from '@/components/listing/listingCardModel';
import { ListingPrice } from '@/components/listing/ListingPrice';
import { SpecialOffer } from '@/components/listing/SpecialOffer';
import { TourButtons } from '@/components/listing/TourButtons';
import { Icon } from '@/components/ui/Icon';
import { isUnitAvailableNow } from '@/lib/domain/availability';
import { bathroomLabel, bedroomLabel, formatDisplayDate, squareFootLabel } from '@/lib/domain/formats';
import type { UnitListing } from '@/lib/domain/listing-types';
import { priceText, unitPrice } from '@/lib/domain/pricing';
import type { IsoDay } from '@/lib/domain/site-day';
import { listingTours } from '@/lib/domain/video';
import { visuallyHidden } from '@/styles/utilities.css';
import { floorplanPath } from '@/lib/domain/routes';

export interface UnitCardProps {
  unit: UnitListing;
  /** The site day the page renders for: the unit card's 'available now' rule uses it. */
  today: IsoDay;
  headingLevel?: 2 | 3 | 4;
}

/** "Aspen · Unit 204". */
export function unitTitle(unit: Pick<UnitListing, 'floorplanName' | 'id'>): string {
  return `${unit.floorplanName} · Unit ${unit.id}`;
}

/**
 * A unit card (docs/product.md#pages units section, docs/product.md#cards-and-media): one <article> whose heading names the
 * unit and links to its floor plan /floorplans/{floorplanId} (the only such link); photo
 * slider, tour buttons, map link and Special Offer. 'Available now' follows the unit-card
 * rule (move-in date today or earlier), otherwise the move-in date shows.
 */
export function UnitCard({ unit, today, headingLevel = 3 }: UnitCardProps) {
  const title = unitTitle(unit);
  const headingId = `unit-${unit.floorplanId}-${unit.id}-name`.replace(/[^A-Za-z0-9_-]/g, '_');
  const price = unitPrice(unit, today);
  const availableNow = isUnitAvailableNow(unit, today);
  const cover = cardCover(unit.coverImage, `${unit.floorplanName} at ${unit.property.name}`, unit.coverBackdrop);
  const mapUrl = listingMapUrl(unit.address, unit.zipcode);
  const preset = {
    communityId: unit.property.id,
    communityName: unit.property.name,
    floorplanId: unit.floorplanId,
    floorplanName: unit.floorplanName,
    ...(unit.address ? { address: unit.address } : {}),
  };

  return (
    <article className={card.card} aria-labelledby={headingId} data-unit-id={unit.id}>
      <div className={card.media}>
        <CardPhotos
          cover={cover}
          folderId={unit.photosFolderId}
          label={`Photos of ${title}`}
          sizes={CARD_IMAGE_SIZES}
        />
        <CardHighlights featured={unit.featured} availableNow={availableNow} />
      </div>
      <div className={card.body}>
        <CardTitle community={unit.property.name} title={title} href={floorplanPath(unit.floorplanId)} id={headingId} level={headingLevel} />
        <ListingPrice regular={priceText(price.regular)} special={priceText(price.special)} />
        {!availableNow && unit.moveInDate ? (
          <p className={card.moveIn}>Available {formatDisplayDate(unit.moveInDate)}</p>
        ) : null}
        <ul className={card.facts}>
          <li className={card.fact}>
            <Icon name="bed" />
            {bedroomLabel(unit.bedroom)}
          </li>
          <li className={card.fact}>
            <Icon name="bath" />
            {bathroomLabel(unit.bathroom)}
          </li>
          {unit.squareFoot ? (
            <li className={card.fact}>
              <Icon name="area" />
              {squareFootLabel(unit.squareFoot)}
            </li>
          ) : null}
        </ul>
        <SpecialOffer offers={unit.webSpecials} name={title} panelId={headingId.replace(/-name$/, '-offer')} />
        <div className={card.actions}>
          <TourButtons tours={listingTours(unit)} name={title} poster={cover.remote ? null : cover} />
          {mapUrl ? (
            <a className={card.smallAction} href={mapUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="map-pin" />
              Map
              <span className={visuallyHidden}>{` of ${title} (opens in a new tab)`}</span>
            </a>
          ) : null}
          <ModalTrigger modal="apply" as="button" preset={preset} className={`${card.smallAction} ${card.primaryAction}`}>
            Apply
            <span className={visuallyHidden}>{` for ${title}`}</span>
          </ModalTrigger>
        </div>
      </div>
    </article>
  );
}
