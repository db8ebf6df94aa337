'use client';

import { Checkbox } from '@/components/ui/Checkbox';
import { SearchForm } from './SearchForm';
import { Select } from '@/components/ui/Select';
import type { AvailabilityChoice, AvailabilityOption } from '@/lib/domain/availability';
import { toggleValue } from '@/lib/domain/listing-filters';
import type { CommunityOption } from '@/lib/domain/listing-rules';
import { SORT_LABELS, SORT_OPTIONS, isSortOption } from '@/lib/domain/listing-sort';
import { SEARCHABLE_STYLES, type ListingSearch } from '@/lib/domain/search-params';
import { BedroomStyleFilters } from './BedroomStyleFilters';
import { FilterDropdown } from './FilterDropdown';
import { RentFilter } from './RentFilter';

export interface SearchFiltersProps {
  kind: 'home' | 'units';
  search: ListingSearch;
  /** The new search, or an update of the latest one (useUrlSearch). */
  onChange: (next: ListingSearch | ((current: ListingSearch) => ListingSearch)) => void;
  /** Where the form goes without JavaScript (a GET to the page, back to the section). */
  action: string;
  bedroomOptions: readonly number[];
  communityOptions: readonly CommunityOption[];
  availabilityOptions: readonly AvailabilityOption[];
}

export const ANY_TIME_LABEL = 'Any Time';

/**
 * The filters and sort (docs/product.md#pages): bedroom, style and community toggles (any value matches
 * within one, docs/product.md#search-filters-and-sort names), the price range 0–4000, availability ('Available Now', the
 * months, or any time), and the sort. A plain GET form, so it also works without JavaScript.
 */
export function SearchFilters({
  kind,
  search,
  onChange,
  action,
  bedroomOptions,
  communityOptions,
  availabilityOptions,
}: SearchFiltersProps) {
  return (
    <SearchForm
      label={kind === 'home' ? 'Search apartments' : 'Search units'}
      action={action}
      filters={
        <>
          <BedroomStyleFilters
            bedrooms={search.bedrooms}
            styles={search.styles}
            bedroomOptions={bedroomOptions}
            styleOptions={SEARCHABLE_STYLES}
            onChange={(next) => onChange({ ...search, ...next })}
          />
          {kind === 'home' ? (
            <FilterDropdown label="Community" selectedCount={search.communities.length}>
              {communityOptions.map((community) => (
                <Checkbox
                  key={community.id}
                  name="community"
                  value={community.id}
                  label={community.name}
                  checked={search.communities.includes(community.id)}
                  onChange={() => onChange({ ...search, communities: toggleValue(search.communities, community.id) })}
                />
              ))}
            </FilterDropdown>
          ) : null}
          <RentFilter rent={search.rent} onChange={(rent) => onChange((current) => ({ ...current, rent }))} />
        </>
      }
      selects={
        <>
          <Select
            label="Availability"
            name="availability"
            value={search.availability}
            onChange={(event) => onChange({ ...search, availability: readAvailability(event.target.value, availabilityOptions) })}
          >
            {availabilityOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            <option value="all">{ANY_TIME_LABEL}</option>
          </Select>
          <Select
            label="Sort by"
            name="sort"
            value={search.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isSortOption(sort)) onChange({ ...search, sort });
            }}
            options={SORT_OPTIONS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
          />
        </>
      }
    />
  );
}

/** A select value as an availability choice (only the offered values and 'all'). */
function readAvailability(value: string, options: readonly AvailabilityOption[]): AvailabilityChoice {
  if (value === 'all') return 'all';
  const offered = options.find((option) => option.value === value);
  return offered ? offered.value : 'now';
}
