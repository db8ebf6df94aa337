import { StaffText } from '@/components/ui/StaffText';
import { SiteLink } from '@/components/ui/SiteLink';
import { ShareMenu } from '@/components/share/ShareMenu';
import { Icon } from '@/components/ui/Icon';
import type { PropertyDetail } from '@/lib/data/detail-types';
import { company } from '@/lib/company';
import { telLink } from '@/lib/domain/formats';
import { fullAddress } from '@/lib/domain/map-links';
import { formatRating } from '@/lib/domain/rating';
import { floorplanCountFigure } from '@/lib/domain/nothing-listed';
import * as styles from './CommunitySummary.css';
import { PAGES } from '@/lib/domain/routes';

export interface CommunitySummaryProps {
  property: PropertyDetail;
  floorplanCount: number;
  /** Units available within the horizon; null: the community does not say (showsUnitAvailability). */
  availableUnits: number | null;
  pageUrl: string;
  pageTitle: string;
}

/** A community's heading, address, phone, key figures, description and actions. */
export function CommunitySummary({ property, floorplanCount, availableUnits, pageUrl, pageTitle }: CommunitySummaryProps) {
  const shortTerm = property.leaseType === 'SHORT_TERM';
  const floorplans = floorplanCountFigure(floorplanCount);
  return (
    <div className={styles.summary}>
      <p className={styles.eyebrow}>
        {shortTerm ? (
          <SiteLink href={PAGES.flexibleTerm}>
            Flexible term stays
          </SiteLink>
        ) : (
          'Yearly leases'
        )}
        <span aria-hidden="true"> · </span>
        {`${company.city}, ${company.state}`}
      </p>
      <h1 className={styles.title}>{property.name}</h1>
      <p className={styles.line}>
        <Icon name="map-pin" className={styles.icon} />
        <span>{fullAddress(property.address, property.zipcode, company)}</span>
      </p>
      {property.phone ? (
        <p className={styles.line}>
          <Icon name="phone" className={styles.icon} />
          <a href={telLink(property.phone)}>{property.phone}</a>
        </p>
      ) : null}
      {floorplans || availableUnits !== null || property.rating !== null ? (
        <ul className={styles.figures} aria-label="At a glance">
          {floorplans ? (
            <li className={styles.figure}>
              <strong className={styles.figureValue}>{floorplans.count}</strong> {floorplans.label}
            </li>
          ) : null}
          {availableUnits !== null ? (
            <li className={styles.figure}>
              <strong className={styles.figureValue}>{availableUnits}</strong> {availableUnits === 1 ? 'unit' : 'units'} available within 12 months
            </li>
          ) : null}
          {property.rating !== null ? (
            <li className={styles.figure}>
              <a href="#reviews">
                <strong className={styles.figureValue}>{formatRating(property.rating)}</strong> stars on Google
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {property.description ? <StaffText className={styles.description} text={property.description} /> : null}
      <div className={styles.actions}>
        <a href="#location" className={styles.anchor}>
          <Icon name="map" />
          Location
        </a>
        <a href="#contact" className={styles.anchor}>
          <Icon name="mail" />
          Contact
        </a>
        <ShareMenu url={pageUrl} title={pageTitle} />
      </div>
    </div>
  );
}
