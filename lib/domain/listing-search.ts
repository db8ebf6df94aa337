/**
 * A whole search run: the listing's filters, then its sort (docs/product.md#pages listing section), and the
 * texts around the results (docs/product.md#cards-and-media).
 */
import {
  filterFloorplans,
  filterShortTermFloorplans,
  filterUnits,
} from './listing-filters';
import type { ListedFloorplan, ShortTermFloorplan, UnitListing } from './listing-types';
import { sortFloorplans, sortShortTermFloorplans, sortUnits } from './listing-sort';
import type { ListingSearch, ShortTermSearch } from './search-params';
import { siteDay, type Now } from './site-day';

export const NO_MATCHES_TEXT = 'No matches found...';

/** 'Total: N Results'. */
export function resultCountText(count: number): string {
  return `Total: ${count} Results`;
}

/** The home search: the floor plans passing the filters, in the chosen order. */
export function searchFloorplans<T extends ListedFloorplan>(
  floorplans: readonly T[],
  search: ListingSearch,
  now: Now,
): T[] {
  return sortFloorplans(filterFloorplans(floorplans, search, siteDay(now)), search.sort);
}

/** The units section: the units passing the filters, in the chosen order. */
export function searchUnits<T extends UnitListing>(units: readonly T[], search: ListingSearch, now: Now): T[] {
  return sortUnits(filterUnits(units, search, siteDay(now)), search.sort);
}

/** /flexible-term: bedroom and style filters, then a short-term sort. */
export function searchShortTermFloorplans<T extends ShortTermFloorplan>(
  floorplans: readonly T[],
  search: ShortTermSearch,
): T[] {
  return sortShortTermFloorplans(filterShortTermFloorplans(floorplans, search), search.sort);
}
