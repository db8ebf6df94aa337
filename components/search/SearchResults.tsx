'use client';

import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { resultCountText } from '@/lib/domain/listing-search';
import * as styles from './ListingSearch.css';
import { SearchPills, type Pill } from './SearchPills';

export interface SearchResultsProps<P extends Pill> {
  pills: readonly P[];
  onRemove: (pill: P) => void;
  /** How many results the server found. */
  count: number;
  /** A new search is on its way: the count shows a spinner and the results are marked busy. */
  pending: boolean;
  /** The server-rendered results (cards or the empty state). */
  children: ReactNode;
}

/** Under a search's filters: the pills, 'Total: N Results', and the results. */
export function SearchResults<P extends Pill>({ pills, onRemove, count, pending, children }: SearchResultsProps<P>) {
  return (
    <>
      <div className={styles.summaryRow}>
        <SearchPills pills={pills} onRemove={onRemove} />
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
