'use client';

import type { ReactNode } from 'react';
import { SearchForm } from '@/components/search/SearchForm';
import { BedroomStyleFilters } from '@/components/search/BedroomStyleFilters';
import { SearchResults } from '@/components/search/SearchResults';
import { useUrlSearch } from '@/components/search/useUrlSearch';
import { Select } from '@/components/ui/Select';
import type { FloorplanStyle } from '@/lib/domain/enums';
import { isShortTermSortOption, SHORT_TERM_SORT_OPTIONS, SORT_LABELS } from '@/lib/domain/listing-sort';
import { serializeShortTermSearch, type ShortTermSearch as Search } from '@/lib/domain/search-params';
import { removePill, searchPills } from '@/lib/domain/search-pills';

export interface ShortTermSearchProps {
  /** The search of the URL the server rendered (parseShortTermSearch). */
  search: Search;
  count: number;
  bedroomOptions: readonly number[];
  styleOptions: readonly FloorplanStyle[];
  /** The id of the section the no-JavaScript form returns to. */
  sectionId: string;
  /** The server-rendered cards or the empty state. */
  children: ReactNode;
}

/**
 * The short-term floor plan list's filters (docs/product.md#pages: fewer than the yearly search — bedroom and
 * style) and its four sorts (docs/product.md#search-filters-and-sort, default priceAsc), pills, count, and the results the
 * server rendered. State lives in the URL; a GET form without JavaScript.
 */
export function ShortTermSearch({ search, count, bedroomOptions, styleOptions, sectionId, children }: ShortTermSearchProps) {
  const { shown, navigate, pending, pathname } = useUrlSearch(search, serializeShortTermSearch);

  return (
    <>
      <SearchForm
        label="Search short-term floor plans"
        action={`${pathname}#${sectionId}`}
        sortOnly
        filters={
          <BedroomStyleFilters
            bedrooms={shown.bedrooms}
            styles={shown.styles}
            bedroomOptions={bedroomOptions}
            styleOptions={styleOptions}
            onChange={(next) => navigate({ ...shown, ...next })}
          />
        }
        selects={
          <Select
            label="Sort by"
            name="sort"
            value={shown.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isShortTermSortOption(sort)) navigate({ ...shown, sort });
            }}
            options={SHORT_TERM_SORT_OPTIONS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
          />
        }
      />
      <SearchResults pills={searchPills(shown)} onRemove={(pill) => navigate(removePill(shown, pill))} count={count} pending={pending}>
        {children}
      </SearchResults>
    </>
  );
}
