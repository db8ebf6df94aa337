/**
 * The removable pills of the active filters (docs/product.md): one per filter value, in the
 * order bedroom, style, community, price, availability. Removing a pill undoes that value;
 * the price pill (shown only when the range is not the full 0-4000) resets to the full
 * range. Decision: availability is a filter too — its pill shows for 'Available Now' (the
 * default) and for a month, and removing it sets availability to 'all'.
 */
import { availabilityLabel, type AvailabilityChoice } from './availability';
import { STYLE_LABELS, type FloorplanStyle } from './enums';
import { bedroomLabel, formatUsd } from './formats';
import { isFullRentRange } from './listing-filters';
import { FULL_RENT_RANGE, RENT_MAX, type RentRange } from './rent-range';

export type PillKind = 'bedroom' | 'style' | 'community' | 'rent' | 'availability';

export interface SearchPill {
  /** Unique within the list: `${kind}:${value}`. */
  id: string;
  kind: PillKind;
  /** The URL value it stands for ('2', 'STUDIO', a property id, '500-1500', 'now', '2026-12'). */
  value: string;
  label: string;
}

/** Any search with bedroom and style filters; the home and units searches have the rest. */
export interface PillFilters {
  bedrooms: readonly number[];
  styles: readonly FloorplanStyle[];
  communities?: readonly string[];
  rent?: RentRange;
  availability?: AvailabilityChoice;
}

/** '$500 - $1,500'; a maximum at the slider's end reads '$4,000+'. */
export function rentRangeLabel(range: RentRange): string {
  const max = range.max >= RENT_MAX ? `${formatUsd(RENT_MAX)}+` : formatUsd(range.max);
  return `${formatUsd(range.min)} - ${max}`;
}

function pill(kind: PillKind, value: string, label: string): SearchPill {
  return { id: `${kind}:${value}`, kind, value, label };
}

/** The pills of a search. Community names come from `communities` (the id when unknown). */
export function searchPills(
  search: PillFilters,
  communities: readonly { id: string; name: string }[] = [],
): SearchPill[] {
  const pills: SearchPill[] = [];
  for (const bedroom of search.bedrooms) pills.push(pill('bedroom', String(bedroom), bedroomLabel(bedroom)));
  for (const style of search.styles) pills.push(pill('style', style, STYLE_LABELS[style]));
  for (const id of search.communities ?? []) {
    pills.push(pill('community', id, communities.find((community) => community.id === id)?.name ?? id));
  }
  if (search.rent && !isFullRentRange(search.rent)) {
    pills.push(pill('rent', `${search.rent.min}-${search.rent.max}`, rentRangeLabel(search.rent)));
  }
  if (search.availability !== undefined && search.availability !== 'all') {
    pills.push(pill('availability', search.availability, availabilityLabel(search.availability)));
  }
  return pills;
}

/** The search without the pill's value (a new object; the input is not changed). */
export function removePill<S extends PillFilters>(search: S, removed: SearchPill): S {
  switch (removed.kind) {
    case 'bedroom':
      return { ...search, bedrooms: search.bedrooms.filter((bedroom) => String(bedroom) !== removed.value) };
    case 'style':
      return { ...search, styles: search.styles.filter((style) => style !== removed.value) };
    case 'community':
      return { ...search, communities: (search.communities ?? []).filter((id) => id !== removed.value) };
    case 'rent':
      return { ...search, rent: { ...FULL_RENT_RANGE } };
    case 'availability':
      return { ...search, availability: 'all' };
  }
}
