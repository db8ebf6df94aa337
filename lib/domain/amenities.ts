/**
 * Amenity order on a floor plan page: featured first, then by type (in the order of the
 * Amenity type enum, docs/product.md), then by name (case-insensitive); otherwise stable.
 */
import { AMENITY_TYPES } from './enums';
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

/** The featured amenities, in display order. */
export function featuredAmenities<T extends Amenity>(amenities: readonly T[]): T[] {
  return sortAmenities(amenities.filter((amenity) => amenity.featured));
}
