/**
 * The sublet board's search (docs/product.md#sublets): before a semester the board holds
 * hundreds of listings, and a student looks for one that is free for their dates, within their
 * rent, with the rooms they need. State lives in the URL as the other lists' does:
 *
 * | parameter   | values                                  | default    |
 * |-------------|-----------------------------------------|------------|
 * | `bedroom`   | comma list of bedrooms available (0: a studio) | any   |
 * | `rent`      | `MIN-MAX` in whole dollars              | `0-4000`   |
 * | `from`/`to` | the visitor's move-in and move-out days, `YYYY-MM-DD` | none |
 * | `pets`      | `allowed`                               | any        |
 * | `utilities` | `included`                              | any        |
 * | `sort`      | `newest`, `priceAsc`, `priceDesc`, `availabilityAsc` | `newest` |
 *
 * Parsing is as tolerant as the floor plan search's (search-params.ts): what cannot be read is
 * the default, days written the wrong way round are swapped. A sublet matches the dates when it
 * is free for the whole stay: from the move-in day (or the move-out day alone) to the move-out
 * day. Filters combine by AND; within the bedroom filter any value matches.
 */
import { bedroomLabel, formatDisplayDate } from './formats';
import { isFullRentRange, isRentInRange } from './listing-filters';
import { FULL_RENT_RANGE, type RentRange } from './rent-range';
import { rentRangeLabel } from './search-pills';
import {
  normalizeBedrooms,
  parseRentRange,
  readChoice,
  readList,
  readOne,
  rentParameter,
  toQuery,
  type SearchParamsInput,
} from './search-params';
import { parseIsoDay, type IsoDay } from './site-day';
import { sortByKey } from './listing-sort';
import { sortSubletsNewestFirst } from './sublets';

export const SUBLET_SORT_OPTIONS = ['newest', 'priceAsc', 'priceDesc', 'availabilityAsc'] as const;
export type SubletSort = (typeof SUBLET_SORT_OPTIONS)[number];
export const DEFAULT_SUBLET_SORT: SubletSort = 'newest';

export const SUBLET_SORT_LABELS: Record<SubletSort, string> = {
  newest: 'Newest First',
  priceAsc: 'Price: Low to High',
  priceDesc: 'Price: High to Low',
  availabilityAsc: 'Move-in: Soonest First',
};

export interface SubletSearch {
  /** Bedrooms available (a studio counts as 0). */
  bedrooms: number[];
  rent: RentRange;
  /** The visitor's stay; either end may be missing. */
  moveIn: IsoDay | null;
  moveOut: IsoDay | null;
  petsAllowed: boolean;
  utilitiesIncluded: boolean;
  sort: SubletSort;
}

export const DEFAULT_SUBLET_SEARCH: Readonly<SubletSearch> = Object.freeze({
  bedrooms: [],
  rent: FULL_RENT_RANGE,
  moveIn: null,
  moveOut: null,
  petsAllowed: false,
  utilitiesIncluded: false,
  sort: DEFAULT_SUBLET_SORT,
});

/** What the search reads of a sublet (PublicSublet has it). */
export interface SearchableSublet {
  bedroom: number;
  availableBedrooms: number;
  rent: number;
  availableFrom: string;
  availableTo: string;
  petsAllowed: boolean;
  utilitiesIncluded: boolean;
  createdDate: string;
}

/** The values a yes-filter's parameter may carry: its own word, or what forms and people write. */
const YES = ['allowed', 'included', 'yes', 'true', '1', 'on'];

function readYes(params: SearchParamsInput, key: string): boolean {
  return YES.includes(readOne(params, key)?.toLowerCase() ?? '');
}

/** The stay in order: a move-out before the move-in is taken as written the wrong way round. */
function orderedStay(moveIn: IsoDay | null, moveOut: IsoDay | null): [IsoDay | null, IsoDay | null] {
  return moveIn !== null && moveOut !== null && moveOut < moveIn ? [moveOut, moveIn] : [moveIn, moveOut];
}

/** The board's search from its URL. */
export function parseSubletSearch(params: SearchParamsInput): SubletSearch {
  const [moveIn, moveOut] = orderedStay(parseIsoDay(readOne(params, 'from')), parseIsoDay(readOne(params, 'to')));
  return {
    bedrooms: normalizeBedrooms(readList(params, 'bedroom')),
    rent: parseRentRange(readOne(params, 'rent')),
    moveIn,
    moveOut,
    petsAllowed: readYes(params, 'pets'),
    utilitiesIncluded: readYes(params, 'utilities'),
    sort: readChoice(SUBLET_SORT_OPTIONS, readOne(params, 'sort')) ?? DEFAULT_SUBLET_SORT,
  };
}

/** The query string (without '?'); '' for the default search. Parameters in the table's order. */
export function serializeSubletSearch(search: SubletSearch): string {
  const entries: [string, string][] = [];
  const bedrooms = normalizeBedrooms(search.bedrooms);
  if (bedrooms.length > 0) entries.push(['bedroom', bedrooms.join(',')]);
  const rent = rentParameter(search.rent);
  if (rent !== null) entries.push(['rent', rent]);
  const [moveIn, moveOut] = orderedStay(parseIsoDay(search.moveIn), parseIsoDay(search.moveOut));
  if (moveIn !== null) entries.push(['from', moveIn]);
  if (moveOut !== null) entries.push(['to', moveOut]);
  if (search.petsAllowed) entries.push(['pets', 'allowed']);
  if (search.utilitiesIncluded) entries.push(['utilities', 'included']);
  if (search.sort !== DEFAULT_SUBLET_SORT) entries.push(['sort', search.sort]);
  return toQuery(entries);
}

/** The bedroom filter's value of a sublet: 0 for a studio, else its bedrooms available. */
export function subletBedroomValue(sublet: Pick<SearchableSublet, 'bedroom' | 'availableBedrooms'>): number {
  return sublet.bedroom === 0 ? 0 : sublet.availableBedrooms;
}

/** Whether the sublet is free from the first to the last day of the stay (a stay of no days: yes). */
function coversStay(sublet: SearchableSublet, search: Pick<SubletSearch, 'moveIn' | 'moveOut'>): boolean {
  const first = search.moveIn ?? search.moveOut;
  const last = search.moveOut ?? search.moveIn;
  if (first === null || last === null) return true;
  return sublet.availableFrom <= first && sublet.availableTo >= last;
}

export function subletMatches(sublet: SearchableSublet, search: SubletSearch): boolean {
  return (
    (search.bedrooms.length === 0 || search.bedrooms.includes(subletBedroomValue(sublet))) &&
    isRentInRange(sublet.rent, search.rent) &&
    coversStay(sublet, search) &&
    (!search.petsAllowed || sublet.petsAllowed) &&
    (!search.utilitiesIncluded || sublet.utilitiesIncluded)
  );
}

/** The sublets in the chosen order; ties (same rent, same day) newest first. */
export function sortSublets<T extends SearchableSublet>(sublets: readonly T[], sort: SubletSort): T[] {
  const newest = sortSubletsNewestFirst(sublets);
  switch (sort) {
    case 'newest':
      return newest;
    case 'priceAsc':
      return sortByKey(newest, (sublet) => sublet.rent, 'asc');
    case 'priceDesc':
      return sortByKey(newest, (sublet) => sublet.rent, 'desc');
    case 'availabilityAsc':
      return sortByKey(newest, (sublet) => parseIsoDay(sublet.availableFrom), 'asc');
  }
}

/** The board for the search: the sublets that match, in its order. */
export function searchSublets<T extends SearchableSublet>(sublets: readonly T[], search: SubletSearch): T[] {
  return sortSublets(
    sublets.filter((sublet) => subletMatches(sublet, search)),
    search.sort,
  );
}

export type SubletPillKind = 'bedroom' | 'rent' | 'moveIn' | 'moveOut' | 'pets' | 'utilities';

export interface SubletPill {
  id: string;
  kind: SubletPillKind;
  /** The bedroom count it stands for; '' for the others. */
  value: string;
  label: string;
}

/** The removable pills of the search, in the filters' order. */
export function subletSearchPills(search: SubletSearch): SubletPill[] {
  const pills: SubletPill[] = search.bedrooms.map((count) => ({
    id: `bedroom:${count}`,
    kind: 'bedroom',
    value: String(count),
    label: bedroomLabel(count),
  }));
  const add = (kind: SubletPillKind, label: string) => pills.push({ id: kind, kind, value: '', label });
  if (!isFullRentRange(search.rent)) add('rent', rentRangeLabel(search.rent));
  if (search.moveIn !== null) add('moveIn', `Move in ${formatDisplayDate(search.moveIn)}`);
  if (search.moveOut !== null) add('moveOut', `Move out ${formatDisplayDate(search.moveOut)}`);
  if (search.petsAllowed) add('pets', 'Pets allowed');
  if (search.utilitiesIncluded) add('utilities', 'Utilities included');
  return pills;
}

/** The search without the pill's filter (a new object). */
export function removeSubletPill(search: SubletSearch, pill: SubletPill): SubletSearch {
  switch (pill.kind) {
    case 'bedroom':
      return { ...search, bedrooms: search.bedrooms.filter((count) => String(count) !== pill.value) };
    case 'rent':
      return { ...search, rent: { ...FULL_RENT_RANGE } };
    case 'moveIn':
      return { ...search, moveIn: null };
    case 'moveOut':
      return { ...search, moveOut: null };
    case 'pets':
      return { ...search, petsAllowed: false };
    case 'utilities':
      return { ...search, utilitiesIncluded: false };
  }
}

/** The search with every filter cleared and its sort kept (the empty board's way out). */
export function clearedSubletSearch(search: SubletSearch): SubletSearch {
  return { ...DEFAULT_SUBLET_SEARCH, rent: { ...FULL_RENT_RANGE }, bedrooms: [], sort: search.sort };
}
