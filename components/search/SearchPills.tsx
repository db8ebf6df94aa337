'use client';

import { useRef } from 'react';
import { Icon } from '@/components/ui/Icon';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './SearchPills.css';

/** What a pill needs: a key unique in its list and its words (SearchPill, SubletPill). */
export interface Pill {
  id: string;
  label: string;
}

export interface SearchPillsProps<P extends Pill> {
  pills: readonly P[];
  onRemove: (pill: P) => void;
}

/**
 * The active filters as removable pills (docs/product.md). Each is a button "Remove filter: 2 Beds";
 * after a removal focus moves to the next pill (or the previous), never to the page top.
 */
export function SearchPills<P extends Pill>({ pills, onRemove }: SearchPillsProps<P>) {
  const listRef = useRef<HTMLUListElement>(null);
  if (pills.length === 0) return null;

  function remove(pill: P, index: number) {
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    const neighbour = buttons[index + 1] ?? buttons[index - 1];
    onRemove(pill);
    neighbour?.focus();
  }

  return (
    <ul ref={listRef} className={styles.list} aria-label="Active filters">
      {pills.map((pill, index) => (
        <li key={pill.id}>
          <button type="button" className={styles.pill} onClick={() => remove(pill, index)}>
            <span className={visuallyHidden}>Remove filter: </span>
            {pill.label}
            <Icon name="close" size="1rem" />
          </button>
        </li>
      ))}
    </ul>
  );
}
