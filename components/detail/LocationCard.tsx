import { MapFacade } from '@/components/media/MapFacade';
import { Icon } from '@/components/ui/Icon';
import type { PropertyDetail } from '@/lib/data/detail-types';
import { company } from '@/lib/company';
import { fullAddress } from '@/lib/domain/map-links';
import { withoutTown } from '@/lib/domain/maps';
import { OfficePictures } from './OfficePictures';
import { screenOnly, visuallyHidden } from '@/styles/utilities.css';
import * as styles from './LocationCard.css';
import { floorplanPlace } from '@/lib/domain/listing-fallbacks';
import { telLink } from '@/lib/domain/formats';

export interface LocationCardProps {
  property: PropertyDetail;
  /** The address shown and mapped (a floor plan's own, or the property's). */
  address?: string | null;
  zipcode?: string | null;
}

/**
 * The property location card (docs/product.md#pages): address, phone, bus routes, the leasing office with its
 * map and photo, a '#contact' link, and the location map behind a click facade.
 */
export function LocationCard({ property, address, zipcode }: LocationCardProps) {
  const shown = floorplanPlace({ address, zipcode }, property);
  const place = { address: fullAddress(shown.address, shown.zipcode, company), latitude: property.latitude, longitude: property.longitude };
  const office = property.leasingOffice;
  const onSite = property.leasingOfficeType === 'ON_SITE';
  const pictures = [
    ...(office?.officeMap ? [{ image: office.officeMap, title: 'Map to the leasing office' }] : []),
    ...(office?.officeImage ? [{ image: office.officeImage, title: office.officeImageDescription ?? 'The leasing office' }] : []),
  ];

  return (
    <div className={styles.card}>
      <div className={`${styles.map} ${screenOnly}`}>
        <MapFacade place={place} title={`map of ${property.name}`} preview={onSite ? office?.officeMap : null} />
      </div>
      <div className={styles.info}>
        <address className={styles.address}>
          <strong>{property.name}</strong>
          {shown.address ? <span>{withoutTown(shown.address, company)}</span> : null}
          <span>{`${company.city}, ${company.state}${shown.zipcode ? ` ${shown.zipcode}` : ''}`}</span>
        </address>
        {property.phone ? (
          <p className={styles.line}>
            <Icon name="phone" className={styles.icon} />
            <a href={telLink(property.phone)}>{property.phone}</a>
          </p>
        ) : null}
        {property.busRoutes.length > 0 ? (
          <div>
            <h3 className={styles.heading}>Bus routes</h3>
            <ul className={styles.list}>
              {property.busRoutes.map((route) => (
                <li key={route.busRoute} className={styles.line}>
                  <Icon name="bus" className={styles.icon} />
                  {route.busRouteLink ? (
                    <a href={route.busRouteLink} target="_blank" rel="noopener noreferrer">
                      {route.busRoute}
                      <span className={visuallyHidden}> (opens in a new tab)</span>
                    </a>
                  ) : (
                    route.busRoute
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {office ? (
          <div>
            <h3 className={styles.heading}>{onSite ? 'Leasing office on site' : 'Leasing office'}</h3>
            <p className={styles.officeName}>{office.name}</p>
            {office.address ? (
              <p className={styles.line}>
                <Icon name="map-pin" className={styles.icon} />
                {fullAddress(office.address, office.zipcode, company)}
              </p>
            ) : null}
            {office.phone ? (
              <p className={styles.line}>
                <Icon name="phone" className={styles.icon} />
                <a href={telLink(office.phone)}>{office.phone}</a>
              </p>
            ) : null}
            {office.officeHours ? (
              <p className={`${styles.line} ${styles.hours}`}>
                <Icon name="clock" className={styles.icon} />
                {office.officeHours}
              </p>
            ) : null}
            {office.direction ? <p className={styles.direction}>{office.direction}</p> : null}
            <OfficePictures pictures={pictures} />
          </div>
        ) : null}
        <p>
          <a href="#contact" className={styles.contactLink}>
            <Icon name="mail" className={styles.icon} />
            Contact the leasing team
          </a>
        </p>
      </div>
    </div>
  );
}
