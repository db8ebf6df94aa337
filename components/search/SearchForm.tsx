'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import * as styles from './ListingSearch.css';
import { keepEarlyInput } from '@/components/forms/earlyInput';

export interface SearchFormProps {
  /** The search's name for screen readers ("Search sublets"). */
  label: string;
  /** Where the form goes without JavaScript: the page, back to the list's section. */
  action: string;
  /** The drop-down filters. */
  filters: ReactNode;
  /** The selects (availability, sort); `sortOnly` when the sort is alone in its row. */
  selects: ReactNode;
  sortOnly?: boolean;
}

/**
 * A list's search form (docs/product.md#search-filters-and-sort): a plain GET form, so it works
 * without JavaScript ("Apply filters" then); with it, the controls write the URL themselves and
 * the form never submits.
 */
export function SearchForm({ label, action, filters, selects, sortOnly = false }: SearchFormProps) {
  return (
    <form ref={keepEarlyInput} className={styles.form} method="get" action={action} role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.filters}>{filters}</div>
      <div className={sortOnly ? `${styles.selects} ${styles.sortOnly}` : styles.selects}>{selects}</div>
      <noscript>
        <Button type="submit" variant="primary" className={styles.submit}>
          Apply filters
        </Button>
      </noscript>
    </form>
  );
}
