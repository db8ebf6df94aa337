/**
 * The sort options (docs/product.md): featured (descending), priceAsc/priceDesc by minRate,
 * bedroomsAsc/bedroomsDesc, availabilityAsc/availabilityDesc by moveInDate; and the four
 * short-term sorts (price by the 5-13 day rate, bedrooms).
 *
 * Every sort returns a new array (the input is not changed), is stable (equal keys keep
 * their input order in both directions), and puts items without a key last in both
 * directions (no price, no move-in date, a short-term price shown as text).
 * A floor plan's moveInDate is its earliest active unit's; a unit's price is its rent.
 */
import { floorplanMoveInDate } from './availability';
import type { ListedFloorplan, ShortTermFloorplan, UnitListing } from './listing-types';
import { floorplanMinRate } from './pricing';
import { shortTermPriceAmount } from './short-term-pricing';
import { parseIsoDay } from './site-day';

export const SORT_OPTIONS = [
  'featured',
  'priceAsc',
  'priceDesc',
  'bedroomsAsc',
  'bedroomsDesc',
  'availabilityAsc',
  'availabilityDesc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'featured';

export const SHORT_TERM_SORT_OPTIONS = ['priceAsc', 'priceDesc', 'bedroomsAsc', 'bedroomsDesc'] as const;
export type ShortTermSortOption = (typeof SHORT_TERM_SORT_OPTIONS)[number];
export const DEFAULT_SHORT_TERM_SORT: ShortTermSortOption = 'priceAsc';

export const SORT_LABELS: Record<SortOption, string> = {
  featured: 'Featured',
  priceAsc: 'Price: Low to High',
  priceDesc: 'Price: High to Low',
  bedroomsAsc: 'Bedrooms: Fewest First',
  bedroomsDesc: 'Bedrooms: Most First',
  availabilityAsc: 'Availability: Soonest First',
  availabilityDesc: 'Availability: Latest First',
};

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

export function isShortTermSortOption(value: unknown): value is ShortTermSortOption {
  return typeof value === 'string' && (SHORT_TERM_SORT_OPTIONS as readonly string[]).includes(value);
}

type SortKey = number | string | null;
export type SortDirection = 'asc' | 'desc';

/**
 * A stable sort by a key, on a copy: nulls last in both directions, ties keep input order.
 * Keys are computed once per item.
 */
export function sortByKey<T>(items: readonly T[], key: (item: T) => SortKey, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, key: key(item) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === null ? 1 : -1;
      }
      if (a.key < b.key) return -sign;
      if (a.key > b.key) return sign;
      return a.index - b.index;
    })
    .map((entry) => entry.item);
}

interface SortableFields {
  featured: boolean;
  bedroom: number;
}

function sortWith<T extends SortableFields>(
  items: readonly T[],
  sort: SortOption,
  price: (item: T) => number | null,
  moveIn: (item: T) => string | null,
): T[] {
  switch (sort) {
    case 'featured':
      return sortByKey(items, (item) => (item.featured ? 1 : 0), 'desc');
    case 'priceAsc':
      return sortByKey(items, price, 'asc');
    case 'priceDesc':
      return sortByKey(items, price, 'desc');
    case 'bedroomsAsc':
      return sortByKey(items, (item) => item.bedroom, 'asc');
    case 'bedroomsDesc':
      return sortByKey(items, (item) => item.bedroom, 'desc');
    case 'availabilityAsc':
      return sortByKey(items, moveIn, 'asc');
    case 'availabilityDesc':
      return sortByKey(items, moveIn, 'desc');
  }
}

/** Floor plans in the chosen order (price: minRate; availability: earliest active unit). */
export function sortFloorplans<T extends ListedFloorplan>(floorplans: readonly T[], sort: SortOption): T[] {
  return sortWith(floorplans, sort, floorplanMinRate, floorplanMoveInDate);
}

/** Units in the chosen order (price: the unit's rent; availability: its moveInDate). */
export function sortUnits<T extends UnitListing>(units: readonly T[], sort: SortOption): T[] {
  return sortWith(
    units,
    sort,
    (unit) => (unit.rent !== null && Number.isFinite(unit.rent) && unit.rent > 0 ? unit.rent : null),
    (unit) => parseIsoDay(unit.moveInDate),
  );
}

/** Short-term floor plans: price by the 5-13 day rate (text prices last), or bedrooms. */
export function sortShortTermFloorplans<T extends ShortTermFloorplan>(
  floorplans: readonly T[],
  sort: ShortTermSortOption,
): T[] {
  switch (sort) {
    case 'priceAsc':
      return sortByKey(floorplans, (fp) => shortTermPriceAmount(fp.priceFor5To13Days), 'asc');
    case 'priceDesc':
      return sortByKey(floorplans, (fp) => shortTermPriceAmount(fp.priceFor5To13Days), 'desc');
    case 'bedroomsAsc':
      return sortByKey(floorplans, (fp) => fp.bedroom, 'asc');
    case 'bedroomsDesc':
      return sortByKey(floorplans, (fp) => fp.bedroom, 'desc');
  }
}
