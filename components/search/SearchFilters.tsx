'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { RangeSlider } from '@/components/ui/RangeSlider';
import { Select } from '@/components/ui/Select';
import type { AvailabilityChoice, AvailabilityOption } from '@/lib/domain/availability';
import { isFullRentRange, toggleValue } from '@/lib/domain/listing-filters';
import { RENT_MAX, RENT_MIN, type RentRange } from '@/lib/domain/rent-range';
import type { CommunityOption } from '@/lib/domain/listing-rules';
import { SORT_LABELS, SORT_OPTIONS, isSortOption } from '@/lib/domain/listing-sort';
import { SEARCHABLE_STYLES, type ListingSearch } from '@/lib/domain/search-params';
import { FORM_RENT_MAX, FORM_RENT_MIN } from '@/lib/domain/search-form';
import { BedroomStyleFilters } from './BedroomStyleFilters';
import { FilterDropdown } from './FilterDropdown';
import * as styles from './ListingSearch.css';

export interface SearchFiltersProps {
  kind: 'home' | 'units';
  search: ListingSearch;
  onChange: (next: ListingSearch) => void;
  /** Where the form goes without JavaScript (a GET to the page, back to the section). */
  action: string;
  bedroomOptions: readonly number[];
  communityOptions: readonly CommunityOption[];
  availabilityOptions: readonly AvailabilityOption[];
}

export const ANY_TIME_LABEL = 'Any Time';
/** Slider moves are written to the URL once the handle rests this long. */
const RENT_COMMIT_DELAY_MS = 300;

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
  const [rent, setRent] = useState<RentRange>(search.rent);
  const [urlRent, setUrlRent] = useState<RentRange>(search.rent);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });

  // The URL's range wins whenever it changes (a pill removed, Back): adjusted during render, as
  // React advises for state that follows a prop, so no render shows the stale range.
  if (search.rent.min !== urlRent.min || search.rent.max !== urlRent.max) {
    setUrlRent(search.rent);
    setRent(search.rent);
  }
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function commitRent(next: RentRange, delay: number) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const current = searchRef.current;
      if (next.min !== current.rent.min || next.max !== current.rent.max) onChange({ ...current, rent: next });
    }, delay);
  }

  const rentCount = isFullRentRange(search.rent) ? 0 : 1;

  return (
    <form
      className={styles.form}
      method="get"
      action={action}
      role="search"
      aria-label={kind === 'home' ? 'Search apartments' : 'Search units'}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.filters}>
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
        <FilterDropdown label="Price" selectedCount={rentCount}>
          <RangeSlider
            label="Monthly rent"
            min={RENT_MIN}
            max={RENT_MAX}
            step={50}
            value={[rent.min, rent.max]}
            names={[FORM_RENT_MIN, FORM_RENT_MAX]}
            onChange={([min, max]) => {
              setRent({ min, max });
              commitRent({ min, max }, RENT_COMMIT_DELAY_MS);
            }}
            onCommit={([min, max]) => commitRent({ min, max }, 0)}
          />
        </FilterDropdown>
      </div>
      <div className={styles.selects}>
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
      </div>
      <noscript>
        <Button type="submit" variant="primary" className={styles.submit}>
          Apply filters
        </Button>
      </noscript>
    </form>
  );
}

/** A select value as an availability choice (only the offered values and 'all'). */
function readAvailability(value: string, options: readonly AvailabilityOption[]): AvailabilityChoice {
  if (value === 'all') return 'all';
  const offered = options.find((option) => option.value === value);
  return offered ? offered.value : 'now';
}
