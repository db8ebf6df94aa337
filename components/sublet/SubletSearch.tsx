'use client';

import type { ReactNode } from 'react';
import { SearchForm } from '@/components/search/SearchForm';
import { BedroomFilter } from '@/components/search/BedroomFilter';
import { FilterDropdown } from '@/components/search/FilterDropdown';
import { RentFilter } from '@/components/search/RentFilter';
import { SearchResults } from '@/components/search/SearchResults';
import { useDraft } from '@/components/search/useDraft';
import { useUrlSearch } from '@/components/search/useUrlSearch';
import { Checkbox } from '@/components/ui/Checkbox';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import {
  SUBLET_SORT_LABELS,
  SUBLET_SORT_OPTIONS,
  removeSubletPill,
  serializeSubletSearch,
  subletSearchPills,
  type SubletSearch as Search,
} from '@/lib/domain/sublet-search';
import * as styles from './SubletSearch.css';

export interface SubletSearchProps {
  /** The search of the URL the server rendered (parseSubletSearch). */
  search: Search;
  count: number;
  /** The bedroom counts the board holds, and any the URL asks for. */
  bedroomOptions: readonly number[];
  /** The id of the section the no-JavaScript form returns to. */
  sectionId: string;
  /** The server-rendered cards or the empty state. */
  children: ReactNode;
}

/** A typed date is written once the typing rests this long (or when the field is left). */
const DATE_COMMIT_DELAY_MS = 600;

interface Stay {
  moveIn: string | null;
  moveOut: string | null;
}

const sameStay = (a: Stay, b: Stay) => a.moveIn === b.moveIn && a.moveOut === b.moveOut;

/**
 * Whether a date field's value is one to search for: empty, or a year from 2000. Typing a year
 * digit by digit passes through 0002, 0020 and 0202, each a valid date to the browser.
 */
function isTypedOut(stay: Stay): boolean {
  return [stay.moveIn, stay.moveOut].every((day) => day === null || Number(day.slice(0, 4)) >= 2000);
}

/** The 'Dates' drop-down: the visitor's move-in and move-out days (either may stay empty). */
function StayFilter({ stay, onChange }: { stay: Stay; onChange: (stay: Stay) => void }) {
  const [draft, change] = useDraft(stay, sameStay, onChange);
  const edit = (next: Stay, delay: number) => change(next, isTypedOut(next) ? delay : null);
  const chosen = (stay.moveIn ? 1 : 0) + (stay.moveOut ? 1 : 0);
  return (
    <FilterDropdown label="Dates" selectedCount={chosen}>
      <p className={styles.hint}>Sublets free for your whole stay.</p>
      <Input
        type="date"
        label="Move in"
        name="from"
        value={draft.moveIn ?? ''}
        max={draft.moveOut ?? undefined}
        onChange={(event) => edit({ ...draft, moveIn: event.target.value || null }, DATE_COMMIT_DELAY_MS)}
        onBlur={() => edit(draft, 0)}
      />
      <Input
        type="date"
        label="Move out"
        name="to"
        value={draft.moveOut ?? ''}
        min={draft.moveIn ?? undefined}
        onChange={(event) => edit({ ...draft, moveOut: event.target.value || null }, DATE_COMMIT_DELAY_MS)}
        onBlur={() => edit(draft, 0)}
      />
    </FilterDropdown>
  );
}

/**
 * The sublet board's filters (docs/product.md#sublets): bedrooms available, price, the
 * visitor's dates, pets and utilities, and the sort (newest first by default); pills, the
 * count, and the cards the server rendered. State lives in the URL; a GET form without
 * JavaScript.
 */
export function SubletSearch({ search, count, bedroomOptions, sectionId, children }: SubletSearchProps) {
  const { shown, navigate, pending, pathname } = useUrlSearch(search, serializeSubletSearch);
  const more = (shown.petsAllowed ? 1 : 0) + (shown.utilitiesIncluded ? 1 : 0);
  return (
    <>
      <SearchForm
        label="Search sublets"
        action={`${pathname}#${sectionId}`}
        sortOnly
        filters={
          <>
            <BedroomFilter bedrooms={shown.bedrooms} options={bedroomOptions} onChange={(bedrooms) => navigate((current) => ({ ...current, bedrooms }))} />
            <RentFilter rent={shown.rent} onChange={(rent) => navigate((current) => ({ ...current, rent }))} />
            <StayFilter
              stay={{ moveIn: shown.moveIn, moveOut: shown.moveOut }}
              onChange={(stay) => navigate((current) => ({ ...current, ...stay }))}
            />
            <FilterDropdown label="More" selectedCount={more}>
              <Checkbox
                name="pets"
                value="allowed"
                label="Pets allowed"
                checked={shown.petsAllowed}
                onChange={() => navigate((current) => ({ ...current, petsAllowed: !current.petsAllowed }))}
              />
              <Checkbox
                name="utilities"
                value="included"
                label="Utilities included"
                checked={shown.utilitiesIncluded}
                onChange={() => navigate((current) => ({ ...current, utilitiesIncluded: !current.utilitiesIncluded }))}
              />
            </FilterDropdown>
          </>
        }
        selects={
          <Select
            label="Sort by"
            name="sort"
            value={shown.sort}
            onChange={(event) => {
              const sort = SUBLET_SORT_OPTIONS.find((option) => option === event.target.value);
              if (sort) navigate((current) => ({ ...current, sort }));
            }}
            options={SUBLET_SORT_OPTIONS.map((sort) => ({ value: sort, label: SUBLET_SORT_LABELS[sort] }))}
          />
        }
      />
      <SearchResults pills={subletSearchPills(shown)} onRemove={(pill) => navigate(removeSubletPill(shown, pill))} count={count} pending={pending}>
        {children}
      </SearchResults>
    </>
  );
}
