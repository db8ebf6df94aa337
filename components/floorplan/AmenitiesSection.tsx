import { DetailSection } from '@/components/detail/DetailSection';
import { Icon } from '@/components/ui/Icon';
import { Tabs } from '@/components/ui/Tabs';
import { amenityGroups } from '@/lib/domain/amenities';
import type { Amenity } from '@/lib/domain/listing-types';
import * as styles from './FloorplanSections.css';

function AmenityList({ amenities, withType }: { amenities: readonly Amenity[]; withType?: string }) {
  return (
    <ul className={styles.columns}>
      {amenities.map((amenity) => (
        <li key={`${amenity.type}-${amenity.name}`} className={styles.iconItem}>
          <Icon name={amenity.featured ? 'star-filled' : 'check'} className={amenity.featured ? styles.featuredIcon : styles.itemIcon} />
          <span>
            {amenity.name}
            {amenity.featured ? <span className={styles.tag}>Featured</span> : null}
            {withType ? <span className={styles.muted}> · {withType}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Amenities grouped by type (docs/product.md): one tab per type present (the ARIA tabs pattern,
 * every panel in the HTML), featured first in each; a single type is a plain list with its name.
 */
export function AmenitiesSection({ amenities }: { amenities: readonly Amenity[] }) {
  const groups = amenityGroups(amenities);
  if (groups.length === 0) return null;
  const [only] = groups;
  return (
    <DetailSection id="amenities" title="Amenities">
      {groups.length === 1 && only ? (
        <AmenityList amenities={only.amenities} withType={only.label} />
      ) : (
        <Tabs
          label="Amenities by type"
          listClassName={styles.amenityTabs}
          tabs={groups.map((group) => ({
            id: group.type.toLowerCase(),
            label: `${group.label} (${group.amenities.length})`,
            content: <AmenityList amenities={group.amenities} />,
          }))}
        />
      )}
    </DetailSection>
  );
}
