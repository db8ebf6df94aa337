import { DetailSection } from '@/components/detail/DetailSection';
import { Icon } from '@/components/ui/Icon';
import { AMENITY_TYPE_LABELS } from '@/lib/domain/enums';
import type { Amenity } from '@/lib/domain/listing-types';
import * as styles from './FloorplanSections.css';

/** Amenities, featured first (the loader sorts them with lib/domain/amenities). */
export function AmenitiesSection({ amenities }: { amenities: readonly Amenity[] }) {
  if (amenities.length === 0) return null;
  return (
    <DetailSection id="amenities" title="Amenities">
      <ul className={styles.columns}>
        {amenities.map((amenity) => (
          <li key={`${amenity.type}-${amenity.name}`} className={styles.iconItem}>
            <Icon name={amenity.featured ? 'star-filled' : 'check'} className={amenity.featured ? styles.featuredIcon : styles.itemIcon} />
            <span>
              {amenity.name}
              {amenity.featured ? <span className={styles.tag}>Featured</span> : null}
              <span className={styles.muted}> · {AMENITY_TYPE_LABELS[amenity.type]}</span>
            </span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
