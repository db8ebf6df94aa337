'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useOptimistic, useTransition, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import type { AvailabilityOption } from '@/lib/domain/availability';
import { resultCountText } from '@/lib/domain/listing-search';
import type { CommunityOption } from '@/lib/domain/listing-rules';
import { serializeListingSearch, serializeUnitSearch, withQuery, type ListingSearch as Search } from '@/lib/domain/search-params';
import { removePill, searchPills } from '@/lib/domain/search-pills';
import * as styles from './ListingSearch.css';
import { SearchFilters } from './SearchFilters';
import { SearchPills } from './SearchPills';

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
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(search);

  function navigate(next: Search) {
    const query = kind === 'home' ? serializeListingSearch(next) : serializeUnitSearch(next);
    startTransition(() => {
      setShown(next);
      router.replace(withQuery(pathname, query), { scroll: false });
    });
  }

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
      <div className={styles.summaryRow}>
        <SearchPills pills={pills} onRemove={(pill) => navigate(removePill(shown, pill))} />
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {pending ? <Spinner size="sm" label="Updating results" /> : null}
          {resultCountText(count)}
        </p>
      </div>
      <div className={styles.results} aria-busy={pending} data-pending={pending || undefined}>
        {children}
      </div>
    </>
  );
}
