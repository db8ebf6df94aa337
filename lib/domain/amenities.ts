/**
 * Amenity order on a floor plan page: featured first, then by type (in the order of the
 * Amenity type enum, docs/product.md), then by name (case-insensitive); otherwise stable.
 */
import { AMENITY_TYPE_LABELS, AMENITY_TYPES, type AmenityType } from './enums';
import type { Amenity } from './listing-types';

const typeRank = new Map<string, number>(AMENITY_TYPES.map((type, index) => [type, index]));

/** The amenities in display order (a new array). */
export function sortAmenities<T extends Amenity>(amenities: readonly T[]): T[] {
  return amenities
    .map((amenity, index) => ({ amenity, index }))
    .sort(
      (a, b) =>
        Number(b.amenity.featured) - Number(a.amenity.featured) ||
        (typeRank.get(a.amenity.type) ?? AMENITY_TYPES.length) - (typeRank.get(b.amenity.type) ?? AMENITY_TYPES.length) ||
        a.amenity.name.localeCompare(b.amenity.name, 'en', { sensitivity: 'base' }) ||
        a.index - b.index,
    )
    .map((entry) => entry.amenity);
}

/**
 * Each amenity once (docs/product.md): a company's data may list one twice, typed alike or with
 * other case or spacing ("Dishwasher", "dishwasher "), when its system merges lists. The first
 * keeps its place and its name, featured when any of them is; the same name under another type
 * stays, since it shows on another tab.
 */
export function distinctAmenities<T extends Amenity>(amenities: readonly T[]): T[] {
  const first = new Map<string, T>();
  for (const amenity of amenities) {
    const key = `${amenity.type}|${amenity.name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
    const kept = first.get(key);
    if (!kept) first.set(key, amenity);
    else if (amenity.featured && !kept.featured) first.set(key, { ...kept, featured: true });
  }
  return [...first.values()];
}

/** The featured amenities, in display order. */
export function featuredAmenities<T extends Amenity>(amenities: readonly T[]): T[] {
  return sortAmenities(amenities.filter((amenity) => amenity.featured));
}

/** The amenities of one type, as a floor plan page's tab shows them. */
export interface AmenityGroup<T extends Amenity = Amenity> {
  type: AmenityType;
  label: string;
  amenities: T[];
}

/**
 * The amenities grouped by type, one group per type present, in the order of the Amenity type
 * enum ('Other' last); featured first within a group, then by name.
 */
export function amenityGroups<T extends Amenity>(amenities: readonly T[]): AmenityGroup<T>[] {
  return AMENITY_TYPES.map((type) => ({ type, label: AMENITY_TYPE_LABELS[type], amenities: sortAmenities(amenities.filter((amenity) => amenity.type === type)) })).filter(
    (group) => group.amenities.length > 0,
  );
}
