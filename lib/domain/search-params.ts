/**
 * Search state in the URL (docs/product.md#search-filters-and-sort), for the home floor plan search, the units section
 * of a community page, and /flexible-term.
 *
 * Parsing is tolerant: unknown values are ignored, a bad `rent` is the full range, a good one
 * is clamped to 0-4000 and ordered, `availability` is `now`, `all` or a month `YYYY-MM` from
 * the current month to 12 months ahead (anything else: the default `now`), an unknown sort is
 * the default. A repeated parameter's values are joined (lists) or the first is used; a name
 * written `amp;sort` (a link whose `&` a mail tool escaped as `&amp;`) is read as `sort`.
 * What people and their tools do to a link's values is read as meant: names in any capitals
 * (`sort=priceasc`, and community ids through withKnownCommunityIds), a rent written
 * `$500 – $1,500` (any dash, spaces, dollar signs, thousands commas), a month `2027-1`.
 * Serializing omits defaults and writes parameters in a fixed order (bedroom, style,
 * community, rent, availability, sort) with list values deduplicated and sorted, so
 * serialize(parse(q)) is the canonical form of q and parse(serialize(s)) gives back s.
 * A long list's page (`page`, docs/product.md#constants) is not part of the search: a new search
 * starts on its first page, so it is read and written apart (parseListPage, withListPage).
 */
import { isMonthWithinHorizon, type AvailabilityChoice } from './availability';
import { isRecordId } from './record-id';
import { FLOORPLAN_STYLES, type FloorplanStyle } from './enums';
import { DEFAULT_FILTERS, type ListingFilters } from './listing-filters';
import { FULL_RENT_RANGE, RENT_MAX, RENT_MIN, type RentRange } from './rent-range';
import {
  DEFAULT_SHORT_TERM_SORT,
  DEFAULT_SORT,
  type ShortTermSortOption,
  type SortOption,
  SHORT_TERM_SORT_OPTIONS,
  SORT_OPTIONS,
} from './listing-sort';
import { parseMonthKey, type Now } from './site-day';

/** What a page receives: URLSearchParams, a query string, or Next's `searchParams` object. */
export type SearchParamsInput = URLSearchParams | string | Readonly<Record<string, string | string[] | undefined>>;

export interface ListingSearch extends ListingFilters {
  sort: SortOption;
}

export interface ShortTermSearch {
  bedrooms: number[];
  styles: FloorplanStyle[];
  sort: ShortTermSortOption;
}

export const DEFAULT_LISTING_SEARCH: Readonly<ListingSearch> = Object.freeze({ ...DEFAULT_FILTERS, sort: DEFAULT_SORT });
export const DEFAULT_SHORT_TERM_SEARCH: Readonly<ShortTermSearch> = Object.freeze({
  bedrooms: [],
  styles: [],
  sort: DEFAULT_SHORT_TERM_SORT,
});

/** Bedroom counts a URL may ask for. */
export const MAX_BEDROOM_FILTER = 10;
/** Styles a search may ask for (garage-style floor plans are never listed). */
export const SEARCHABLE_STYLES: readonly FloorplanStyle[] = FLOORPLAN_STYLES.filter((style) => style !== 'GARAGE');

/**
 * A parameter's name as a link carries it. A mail or chat tool that escapes a link's `&` as
 * `&amp;` (once or more) leaves `amp;sort=…` in the URL: that is still `sort`.
 */
function parameterName(name: string): string {
  return name.replace(/^(?:amp;)+/i, '');
}

function readAll(params: SearchParamsInput, key: string): string[] {
  const pairs: Iterable<readonly [string, string | string[] | undefined]> =
    typeof params === 'string' ? new URLSearchParams(params) : params instanceof URLSearchParams ? params : Object.entries(params);
  const values: string[] = [];
  for (const [name, value] of pairs) {
    if (value === undefined || parameterName(name) !== key) continue;
    values.push(...(Array.isArray(value) ? value : [value]));
  }
  return values;
}

/** A list parameter's values: comma lists and repeated parameters joined, blanks dropped. */
export function readList(params: SearchParamsInput, key: string): string[] {
  return readAll(params, key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** A parameter's first value, trimmed. */
export function readOne(params: SearchParamsInput, key: string): string | undefined {
  return readAll(params, key)[0]?.trim();
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** The choice `text` names, in whatever capitals it is written. */
export function readChoice<T extends string>(choices: readonly T[], text: string | undefined): T | undefined {
  const wanted = text?.toLowerCase();
  return choices.find((choice) => choice.toLowerCase() === wanted);
}

/** Bedroom counts 0-10 from numbers or digit strings, each once, in order. */
export function normalizeBedrooms(values: readonly (number | string)[]): number[] {
  const counts = values
    .map((value) => (typeof value === 'number' ? value : /^\d{1,2}$/.test(value) ? Number(value) : NaN))
    .filter((count) => Number.isInteger(count) && count >= 0 && count <= MAX_BEDROOM_FILTER);
  return unique(counts).sort((a, b) => a - b);
}

/**
 * Every style value is kept, GARAGE too: it is a valid value, and since garage floor plans are
 * never listed, a search for it finds nothing ('No matches found...') rather than everything.
 */
function normalizeStyles(values: readonly string[]): FloorplanStyle[] {
  const wanted = new Set(values.map((value) => value.toUpperCase()));
  return FLOORPLAN_STYLES.filter((style) => wanted.has(style));
}

function normalizeCommunities(values: readonly string[]): string[] {
  return unique(values.filter(isRecordId)).sort();
}

function clampRent(amount: number): number {
  return Math.min(RENT_MAX, Math.max(RENT_MIN, Math.round(amount)));
}

/**
 * The dashes a range may be written with: a word processor, a phone keyboard or a chat tool
 * turns `-` into an en dash (U+2013), an em dash or a minus sign (U+2212).
 */
const DASH = '[-\u2010-\u2015\u2212]';
/** A whole-dollar amount, maybe with a dollar sign and thousands commas (`$1,500`). */
const AMOUNT = '\\$?(\\d{1,3}(?:,\\d{3})+|\\d{1,9})';
const RENT_RANGE = new RegExp(`^${AMOUNT}\\s*${DASH}\\s*${AMOUNT}$`);
const MONTH = new RegExp(`^(\\d{4})(?:${DASH}|/)(\\d{1,2})$`);

function dollars(text: string): number {
  return Number(text.replaceAll(',', ''));
}

/** `MIN-MAX` in whole dollars, clamped to 0-4000 and ordered; anything else: the full range. */
export function parseRentRange(text: string | undefined): RentRange {
  const match = text === undefined ? null : RENT_RANGE.exec(text.trim());
  if (!match) return { ...FULL_RENT_RANGE };
  const [, first = '', second = ''] = match;
  const a = clampRent(dollars(first));
  const b = clampRent(dollars(second));
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** `now`, `all`, or a month within the horizon (`2027-01`, also `2027-1`); anything else: `now`. */
export function parseAvailability(text: string | undefined, now: Now): AvailabilityChoice {
  const value = text?.trim().toLowerCase();
  if (value === 'now' || value === 'all') return value;
  const [, year = '', monthNumber = ''] = MONTH.exec(value ?? '') ?? [];
  const month = parseMonthKey(`${year}-${monthNumber.padStart(2, '0')}`);
  return month !== null && isMonthWithinHorizon(month, now) ? month : DEFAULT_FILTERS.availability;
}

/** The home floor plan search's state from its URL. */
export function parseListingSearch(params: SearchParamsInput, now: Now): ListingSearch {
  return {
    bedrooms: normalizeBedrooms(readList(params, 'bedroom')),
    styles: normalizeStyles(readList(params, 'style')),
    communities: normalizeCommunities(readList(params, 'community')),
    rent: parseRentRange(readOne(params, 'rent')),
    availability: parseAvailability(readOne(params, 'availability'), now),
    sort: readChoice(SORT_OPTIONS, readOne(params, 'sort')) ?? DEFAULT_SORT,
  };
}

/**
 * The search with each community id spelled as the data spells it. Ids are matched exactly
 * first; an id no community has is matched in any capitals (`?community=Kirkwood-Commons`, typed
 * or retyped by hand), so the link finds the community and its filter shows ticked.
 */
export function withKnownCommunityIds(search: ListingSearch, knownIds: readonly string[]): ListingSearch {
  const known = new Set(knownIds);
  const byCapitals = new Map(knownIds.map((id) => [id.toLowerCase(), id]));
  const communities = search.communities.map((id) => (known.has(id) ? id : (byCapitals.get(id.toLowerCase()) ?? id)));
  return { ...search, communities: normalizeCommunities(communities) };
}

/** A community page's units section: the same parameters without `community`. */
export function parseUnitSearch(params: SearchParamsInput, now: Now): ListingSearch {
  return { ...parseListingSearch(params, now), communities: [] };
}

/** /flexible-term: `bedroom`, `style`, and one of the four short-term sorts (default priceAsc). */
export function parseShortTermSearch(params: SearchParamsInput): ShortTermSearch {
  return {
    bedrooms: normalizeBedrooms(readList(params, 'bedroom')),
    styles: normalizeStyles(readList(params, 'style')),
    sort: readChoice(SHORT_TERM_SORT_OPTIONS, readOne(params, 'sort')) ?? DEFAULT_SHORT_TERM_SORT,
  };
}

/** `key=value&…` of the entries, in their order. */
export function toQuery(entries: readonly (readonly [string, string])[]): string {
  // Values are digits, enum names, ids of [A-Za-z0-9_-] and '-'; commas stay readable.
  return entries
    .map(([key, value]) => `${key}=${value.split(',').map(encodeURIComponent).join(',')}`)
    .join('&');
}

/** A rent range as its parameter's value (`500-1500`, clamped and ordered); null for the full range. */
export function rentParameter(range: RentRange): string | null {
  const min = clampRent(Math.min(range.min, range.max));
  const max = clampRent(Math.max(range.min, range.max));
  return min !== RENT_MIN || max !== RENT_MAX ? `${min}-${max}` : null;
}

function listingEntries(search: ListingSearch, withCommunity: boolean): [string, string][] {
  const entries: [string, string][] = [];
  const bedrooms = normalizeBedrooms(search.bedrooms);
  const styles = normalizeStyles(search.styles);
  const communities = withCommunity ? normalizeCommunities(search.communities) : [];
  if (bedrooms.length > 0) entries.push(['bedroom', bedrooms.join(',')]);
  if (styles.length > 0) entries.push(['style', styles.join(',')]);
  if (communities.length > 0) entries.push(['community', communities.join(',')]);
  const rent = rentParameter(search.rent);
  if (rent !== null) entries.push(['rent', rent]);
  if (search.availability !== DEFAULT_FILTERS.availability) entries.push(['availability', search.availability]);
  if (search.sort !== DEFAULT_SORT) entries.push(['sort', search.sort]);
  return entries;
}

/** The query string (without '?') of a home search; '' when everything is default. */
export function serializeListingSearch(search: ListingSearch): string {
  return toQuery(listingEntries(search, true));
}

/** The query string of a units section search (`community` never written). */
export function serializeUnitSearch(search: ListingSearch): string {
  return toQuery(listingEntries(search, false));
}

/** The query string of a /flexible-term search. */
export function serializeShortTermSearch(search: ShortTermSearch): string {
  const entries: [string, string][] = [];
  const bedrooms = normalizeBedrooms(search.bedrooms);
  const styles = normalizeStyles(search.styles);
  if (bedrooms.length > 0) entries.push(['bedroom', bedrooms.join(',')]);
  if (styles.length > 0) entries.push(['style', styles.join(',')]);
  if (search.sort !== DEFAULT_SHORT_TERM_SORT) entries.push(['sort', search.sort]);
  return toQuery(entries);
}

/** `path` with the query appended ('?' only when there is one). */
export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}

/** The list page a URL asks for: `page` as a whole number from 1; anything else is the first. */
export function parseListPage(params: SearchParamsInput): number {
  const text = readOne(params, 'page');
  return text !== undefined && /^\d{1,6}$/.test(text) ? Math.max(1, Number(text)) : 1;
}

/** A search's query (serialize*Search) with its list page last; page 1 is the default, not written. */
export function withListPage(query: string, page: number): string {
  if (page <= 1) return query;
  return query === '' ? `page=${page}` : `${query}&page=${page}`;
}

/**
 * The canonical path of a list's URL: every search (filters, sorts) names the list's path, but
 * each page of the unfiltered list names itself (`/?page=2`), so that search engines read every
 * page's links rather than take page 2 for a copy of page 1.
 */
export function listCanonicalPath(path: string, searchQuery: string, page: number): string {
  return searchQuery === '' ? withQuery(path, withListPage('', page)) : path;
}

/** The URL of page `page` of a list: its path, the search's query with `page`, and the list's anchor. */
export function listPageUrl(path: string, query: string, page: number, anchor: string): string {
  return `${withQuery(path, withListPage(query, page))}#${anchor}`;
}

/**
 * The home search for every floor plan of one community, free now or later: where a community
 * page's floor plan list, shown up to its first page, links for all of them.
 */
export function communitySearchQuery(communityId: string): string {
  return serializeListingSearch({ ...DEFAULT_LISTING_SEARCH, communities: [communityId], availability: 'all' });
}
