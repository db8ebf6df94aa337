'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { untilFound, useFoundPanels } from './hiddenUntilFound';
import { Icon } from './Icon';
import { nextIndexForKey } from './rovingFocus';
import * as styles from './Accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The fold open at first (default none). */
  defaultOpen?: string | null;
  /** Heading level of the fold titles (default 3). */
  headingLevel?: 2 | 3 | 4 | 5;
  onOpenChange?: (id: string | null) => void;
  className?: string;
}

/**
 * One fold open at a time (opening one closes the other; the open one can be closed). Keyboard:
 * Up/Down move between headers (wrapping), Home/End go to the first/last, Ctrl+PageDown moves to
 * the next header and Ctrl+PageUp to the previous one (from inside a panel: to its own header)
 * (docs/product.md). A closed fold's text can be found: find in page or a link to a quoted passage
 * opens its fold (hiddenUntilFound.ts).
 */
export function Accordion({ items, defaultOpen = null, headingLevel = 3, onOpenChange, className }: AccordionProps) {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [openId, setOpenId] = useState<string | null>(defaultOpen);
  const headerRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function show(next: string | null) {
    setOpenId(next);
    onOpenChange?.(next);
  }

  function toggle(id: string) {
    show(openId === id ? null : id);
  }

  const foundRef = useFoundPanels<HTMLDivElement>(show);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const headerIndex = headerRefs.current.findIndex((header) => header === target);
    let next: number | null = null;
    if (event.ctrlKey && (event.key === 'PageDown' || event.key === 'PageUp')) {
      const itemElement = target.closest<HTMLElement>('[data-accordion-index]');
      const current = headerIndex >= 0 ? headerIndex : Number(itemElement?.dataset.accordionIndex ?? -1);
      if (current < 0) return;
      if (event.key === 'PageDown') next = (current + 1) % items.length;
      // From inside a panel, Ctrl+PageUp goes to that panel's own header (WAI-ARIA accordion).
      else next = headerIndex >= 0 ? (current - 1 + items.length) % items.length : current;
    } else if (headerIndex >= 0 && !event.ctrlKey && !event.altKey && !event.metaKey) {
      next = nextIndexForKey(event.key, headerIndex, items.length, 'vertical');
    }
    if (next === null) return;
    event.preventDefault();
    headerRefs.current[next]?.focus();
  }

  return (
    <div
      ref={foundRef}
      className={className ? `${styles.accordion} ${className}` : styles.accordion}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => {
        const open = item.id === openId;
        const headerId = `${base}-header-${item.id}`;
        const panelId = `${base}-panel-${item.id}`;
        return (
          <div key={item.id} className={styles.item} data-accordion-index={index}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  headerRefs.current[index] = element;
                }}
                type="button"
                id={headerId}
                aria-expanded={open}
                aria-controls={panelId}
                className={styles.trigger}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <Icon name="chevron-down" className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              className={styles.panel}
              {...untilFound(open, item.id, { role: 'region', 'aria-labelledby': headerId })}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
