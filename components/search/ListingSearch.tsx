'use client';

import type { ReactNode } from 'react';
import type { AvailabilityOption } from '@/lib/domain/availability';
import type { CommunityOption } from '@/lib/domain/listing-rules';
import { serializeListingSearch, serializeUnitSearch, type ListingSearch as Search } from '@/lib/domain/search-params';
import { removePill, searchPills } from '@/lib/domain/search-pills';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { useUrlSearch } from './useUrlSearch';

export interface ListingSearchProps {
  /** 'home': the floor plan search of '/'; 'units': a community page's units section (no community filter). */
  kind: 'home' | 'units';
  /** The search of the URL the server rendered (parseListingSearch / parseUnitSearch). */
  search: Search;
  /** How many results the server found for it. */
  count: number;
  bedroomOptions: readonly number[];
  /** The community filter's options (home only): communityOptions() of lib/domain/listing-rules. */
  communityOptions?: readonly CommunityOption[];
  /** availabilityOptions(today) of lib/domain/availability. */
  availabilityOptions: readonly AvailabilityOption[];
  /** The id of the section the form's no-JavaScript submit returns to ('search'). */
  sectionId: string;
  /** The server-rendered results (cards or the empty state). */
  children: ReactNode;
}

/**
 * The listing search's interactive part (docs/product.md#pages): filters and sort, removable pills, the
 * count, and the results the server rendered. State lives in the URL (docs/product.md#search-filters-and-sort): a change
 * replaces the URL without a reload or scroll, inside a transition, so the server renders the
 * new list while the old one stays visible (marked busy). Controls show the new choice at once.
 */
export function ListingSearch({
  kind,
  search,
  count,
  bedroomOptions,
  communityOptions = [],
  availabilityOptions,
  sectionId,
  children,
}: ListingSearchProps) {
  const { shown, navigate, pending, pathname } = useUrlSearch(search, kind === 'home' ? serializeListingSearch : serializeUnitSearch);

  const pills = searchPills(kind === 'home' ? shown : { ...shown, communities: [] }, communityOptions);

  return (
    <>
      <SearchFilters
        kind={kind}
        search={shown}
        onChange={navigate}
        action={`${pathname}#${sectionId}`}
        bedroomOptions={bedroomOptions}
        communityOptions={communityOptions}
        availabilityOptions={availabilityOptions}
      />
      <SearchResults pills={pills} onRemove={(pill) => navigate(removePill(shown, pill))} count={count} pending={pending}>
        {children}
      </SearchResults>
    </>
  );
}
