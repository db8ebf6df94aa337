import type { ReactNode } from 'react';
import { NO_MATCHES_TEXT } from '@/lib/domain/listing-search';
import * as styles from './ResultsGrid.css';

export interface ResultsGridProps<T> {
  items: readonly T[];
  /** A stable key per item. */
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the list for screen readers, e.g. "Floor plans". */
  label: string;
}

/** The card grid, or 'No matches found...' when the filters leave nothing (docs/product.md#messages). Server-safe. */
export function ResultsGrid<T>({ items, itemKey, renderItem, label }: ResultsGridProps<T>) {
  if (items.length === 0) return <p className={styles.empty}>{NO_MATCHES_TEXT}</p>;
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item, index) => (
        <li key={itemKey(item)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}
