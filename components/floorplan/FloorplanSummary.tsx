import { StaffText } from '@/components/ui/StaffText';
import { SiteLink } from '@/components/ui/SiteLink';
import { ShareMenu } from '@/components/share/ShareMenu';
import { Icon } from '@/components/ui/Icon';
import type { FloorplanDetail } from '@/lib/data/detail-types';
import { isFloorplanAvailableNow } from '@/lib/domain/availability';
import { STYLE_LABELS } from '@/lib/domain/enums';
import { bathroomLabel, bedroomLabel, formatDisplayDate, formatUsd, squareFootLabel } from '@/lib/domain/formats';
import { company } from '@/lib/company';
import { fullAddress } from '@/lib/domain/map-links';
import { floorplanPrice } from '@/lib/domain/pricing';
import { shortTermPriceAmount } from '@/lib/domain/short-term-pricing';
import { activeWebSpecials } from '@/lib/domain/specials';
import { allInMonthlyCost, allInNote } from '@/lib/domain/utilities';
import type { Now } from '@/lib/domain/site-day';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './FloorplanSummary.css';
import { communityPath } from '@/lib/domain/routes';
import { floorplanDisplayName, floorplanPlace, floorplanSquareFoot } from '@/lib/domain/listing-fallbacks';

export interface FloorplanSummaryProps {
  detail: FloorplanDetail;
  now: Now;
  /** The page's absolute URL and title (the share menu's fallbacks before hydration). */
  pageUrl: string;
  pageTitle: string;
}

/** The floor plan's heading, facts, price, current web specials, address and description. */
export function FloorplanSummary({ detail, now, pageUrl, pageTitle }: FloorplanSummaryProps) {
  const { floorplan, property } = detail;
  const shortTerm = property.leaseType === 'SHORT_TERM';
  const price = floorplanPrice(floorplan, now);
  const fromNightly = shortTermPriceAmount(detail.shortTermPrices.priceFor5To13Days);
  const specials = activeWebSpecials(floorplan.webSpecials, now);
  const heading = floorplanDisplayName(floorplan);
  const squareFoot = floorplanSquareFoot(floorplan);
  const place = floorplanPlace(floorplan, property);
  const allIn = shortTerm ? null : allInMonthlyCost(price.effective, detail.utilities);

  return (
    <div className={styles.summary}>
      <p className={styles.eyebrow}>
        <SiteLink href={communityPath(property.id)}>
          {property.name}
        </SiteLink>
        <span aria-hidden="true"> · </span>
        {STYLE_LABELS[floorplan.style]}
        {shortTerm ? ' · Furnished short-term stay' : ''}
      </p>
      <h1 className={styles.title}>{heading}</h1>
      <ul className={styles.facts} aria-label="Floor plan facts">
        <li className={styles.fact}>
          <Icon name="bed" className={styles.factIcon} />
          {bedroomLabel(floorplan.bedroom)}
        </li>
        <li className={styles.fact}>
          <Icon name="bath" className={styles.factIcon} />
          {bathroomLabel(floorplan.bathroom)}
        </li>
        {squareFoot ? (
          <li className={styles.fact}>
            <Icon name="area" className={styles.factIcon} />
            {squareFootLabel(squareFoot)}
          </li>
        ) : null}
        <li className={styles.fact}>
          <Icon name="calendar" className={styles.factIcon} />
          {shortTerm ? 'Flexible term, no lease' : '12-month lease'}
        </li>
      </ul>

      <div className={styles.price}>
        {shortTerm ? (
          fromNightly !== null ? (
            <p className={styles.priceLine}>
              From <strong className={styles.amount}>{formatUsd(fromNightly)}</strong> a day for 5-13 days ·{' '}
              <a href="#stay-prices">all prices by length of stay</a>
            </p>
          ) : (
            <p className={styles.priceLine}>
              <a href="#stay-prices">Prices by length of stay</a>
            </p>
          )
        ) : price.special !== null ? (
          <p className={styles.priceLine}>
            <span className={styles.specialBadge}>Special</span>
            <strong className={styles.amount}>{formatUsd(price.special)}</strong>/<wbr />month
            {price.regular !== null ? (
              <>
                {' '}
                <del className={styles.regular}>
                  <span className={visuallyHidden}>regular rent </span>
                  {formatUsd(price.regular)}
                </del>
              </>
            ) : null}
            {floorplan.specialRentEndDate ? <Until day={floorplan.specialRentEndDate} /> : null}
          </p>
        ) : price.regular !== null ? (
          <p className={styles.priceLine}>
            From <strong className={styles.amount}>{formatUsd(price.regular)}</strong>/<wbr />month
          </p>
        ) : (
          <p className={styles.priceLine}>Contact us for pricing</p>
        )}
        {allIn ? (
          <p className={styles.allIn}>
            {price.special !== null ? 'About ' : 'From about '}
            <strong>{formatUsd(allIn.total)}</strong>/month with utilities
            <span className={styles.allInNote}>{allInNote(allIn)}</span>
          </p>
        ) : null}
        {!shortTerm && isFloorplanAvailableNow(floorplan, now) ? (
          <p className={styles.availableNow}>
            <Icon name="check" /> Available now
          </p>
        ) : null}
      </div>

      {specials.length > 0 ? (
        <ul className={styles.specials} aria-label="Web specials">
          {specials.map((special) => (
            <li key={special.description} className={styles.special}>
              <Icon name="tag" className={styles.specialIcon} />
              <span>
                {special.description}
                {special.endDate ? <Until day={special.endDate} inBrackets /> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      <p className={styles.address}>
        <Icon name="map-pin" className={styles.factIcon} />
        <span>{fullAddress(place.address, place.zipcode, company)}</span>
      </p>
      {floorplan.description ? <StaffText className={styles.description} text={floorplan.description} /> : null}

      <div className={styles.actions}>
        <a href="#location" className={styles.locationLink}>
          <Icon name="map" />
          See the location
        </a>
        <ShareMenu url={pageUrl} title={pageTitle} />
      </div>
    </div>
  );
}

/**
 * " until Dec 19, 2026" after a special rent, " (until Dec 19, 2026)" after a web special: the
 * spaces are where the line may break; the date stays whole.
 */
function Until({ day, inBrackets = false }: { day: string; inBrackets?: boolean }) {
  return (
    <>
      {' '}
      <span className={styles.until}>
        {inBrackets ? '(until ' : 'until '}
        <span className={styles.date}>
          {formatDisplayDate(day)}
          {inBrackets ? ')' : ''}
        </span>
      </span>
    </>
  );
}
