/**
 * What a search that finds nothing offers instead (docs/product.md#search-filters-and-sort).
 *
 * The floor plan search starts at 'Available Now'. In a college town most leases start in
 * August, so for much of the year few homes are free today, and a visitor's first view of the
 * home page may be 'No matches found...' with every floor plan one filter away. Under that text
 * the list offers the same search at any move-in date, and the search with no filter at all,
 * each with the number it would find, and only when it finds something.
 */
import { DEFAULT_FILTERS, isFullRentRange } from './listing-filters';
import type { ListingSearch } from './search-params';

export interface WiderSearch {
  search: ListingSearch;
  count: number;
  /** The link's words: 'Show all move-in dates (26 floor plans)'. */
  label: string;
}

/** What the list holds: 'floor plan' / 'unit' (plural by 's'). */
export type ResultNoun = 'floor plan' | 'unit' | 'sublet';

const counted = (count: number, noun: ResultNoun) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The link to the search without filters: 'Clear all filters (26 floor plans)'. */
export function clearAllFiltersLabel(count: number, noun: ResultNoun): string {
  return `Clear all filters (${counted(count, noun)})`;
}

function hasFiltersBesidesAvailability(search: ListingSearch): boolean {
  return search.bedrooms.length > 0 || search.styles.length > 0 || search.communities.length > 0 || !isFullRentRange(search.rent);
}

/**
 * For an empty result: the search at any move-in date, then the search without any filter (the
 * sort kept), each when it finds something and finds more than the one before it.
 */
export function widerSearches(search: ListingSearch, count: (search: ListingSearch) => number, noun: ResultNoun): WiderSearch[] {
  const wider: WiderSearch[] = [];
  let found = 0;
  if (search.availability !== 'all') {
    const anyDate: ListingSearch = { ...search, availability: 'all' };
    const n = count(anyDate);
    if (n > 0) wider.push({ search: anyDate, count: n, label: `Show all move-in dates (${counted(n, noun)})` });
    found = n;
  }
  if (hasFiltersBesidesAvailability(search)) {
    const none: ListingSearch = { ...search, ...DEFAULT_FILTERS, availability: 'all' };
    const n = count(none);
    if (n > found) wider.push({ search: none, count: n, label: clearAllFiltersLabel(n, noun) });
  }
  return wider;
}
