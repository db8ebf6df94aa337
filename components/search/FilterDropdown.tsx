'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './FilterDropdown.css';

export interface FilterDropdownProps {
  /** The filter's name, shown on its button ("Bedrooms"). */
  label: string;
  /** How many values are chosen (shown as a badge, and read as "2 selected"). */
  selectedCount: number;
  children: ReactNode;
}

/**
 * One filter's drop-down: a native <details>/<summary> (works without JavaScript, announced as
 * expanded/collapsed, opened with Enter or Space). With JavaScript, Escape closes it and
 * returns focus to its button, and a press outside or the focus leaving it closes it (on a
 * phone its open panel lies over the controls below, where Tab goes after its last choice).
 */
export function FilterDropdown({ label, selectedCount, children }: FilterDropdownProps) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  return (
    <details
      ref={ref}
      className={styles.details}
      onKeyDown={(event) => {
        const details = ref.current;
        if (event.key !== 'Escape' || !details?.open) return;
        event.preventDefault();
        details.open = false;
        details.querySelector('summary')?.focus();
      }}
      onBlur={(event) => {
        const details = ref.current;
        const next = event.relatedTarget;
        // No next element: the window lost the focus (another app), and the panel stays.
        if (details?.open && next instanceof Node && !details.contains(next)) details.open = false;
      }}
    >
      <summary className={selectedCount > 0 ? `${styles.summary} ${styles.active}` : styles.summary}>
        {label}
        {selectedCount > 0 ? (
          <span className={styles.countBadge}>
            {selectedCount}
            <span className={visuallyHidden}> selected</span>
          </span>
        ) : null}
        <Icon name="chevron-down" className={styles.chevron} />
      </summary>
      <div className={styles.panel}>
        <fieldset className={styles.fieldset}>
          <legend className={visuallyHidden}>{label}</legend>
          <div className={styles.options}>{children}</div>
        </fieldset>
      </div>
    </details>
  );
}
