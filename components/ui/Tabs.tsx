'use client';

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { untilFound, useFoundPanels } from './hiddenUntilFound';
import { nextIndexForKey } from './rovingFocus';
import * as styles from './Tabs.css';
import { screenOnly } from '@/styles/utilities.css';

export interface TabItem {
  /** Stable id (used in element ids). */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** Uncontrolled initial tab (default the first). */
  defaultValue?: string;
  /** Controlled selected tab id. */
  value?: string;
  onValueChange?: (id: string) => void;
  className?: string;
  listClassName?: string;
  panelClassName?: string;
}

/**
 * The ARIA tabs pattern: one tab stop; Left/Right (and Up/Down) move and select with wrap,
 * Home/End go to the ends. Every panel is in the HTML (inactive ones hidden until found: find in
 * page or a link to a quoted passage selects the tab whose panel holds it; hiddenUntilFound.ts).
 */
export function Tabs({ label, tabs, defaultValue, value, onValueChange, className, listClassName, panelClassName }: TabsProps) {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [internal, setInternal] = useState(defaultValue ?? tabs[0]?.id);
  const selectedId = value ?? internal;
  const selected = tabs.some((tab) => tab.id === selectedId) ? selectedId : tabs[0]?.id;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = tabs.findIndex((tab) => tab.id === selected);

  // In a tab list wider than its frame (phones), bring the chosen tab into the frame: one chosen
  // by find in page has not the focus, which would have scrolled it there.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selectedIndex];
    if (!list || !tab) return;
    const frame = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < frame.left) list.scrollLeft -= frame.left - box.left;
    else if (box.right > frame.right) list.scrollLeft += box.right - frame.right;
  }, [selectedIndex]);

  function select(id: string) {
    if (value === undefined) setInternal(id);
    onValueChange?.(id);
  }

  const foundRef = useFoundPanels<HTMLDivElement>(select);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextIndexForKey(event.key, selectedIndex, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    select(target.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div ref={foundRef} className={className ? `${styles.tabs} ${className}` : styles.tabs}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        // On paper every panel shows (styles/global.css.ts): the tabs would name only one of them.
        className={`${styles.list} ${screenOnly}${listClassName ? ` ${listClassName}` : ''}`}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${base}-panel-${tab.id}`}
          className={panelClassName ? `${styles.panel} ${panelClassName}` : styles.panel}
          {...untilFound(tab.id === selected, tab.id, {
            role: 'tabpanel',
            'aria-labelledby': `${base}-tab-${tab.id}`,
            tabIndex: 0,
          })}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
