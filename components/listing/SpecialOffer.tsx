'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './SpecialOffer.css';

export interface SpecialOfferProps {
  /** The texts of the web specials showing today (SPEC §4); nothing renders when empty. */
  offers: readonly string[];
  /** What the offer is for, e.g. "Aspen" (completes the button's name for screen readers). */
  name: string;
}

export const SPECIAL_OFFER_TEXT = 'Special Offer';

/**
 * The Special Offer badge/button of a card (SPEC §2). A disclosure: the button toggles the
 * offer text for keyboard and touch; a mouse pointer resting on it also shows it (the spec's
 * hover), never as the only way. Escape or a press outside closes it.
 */
export function SpecialOffer({ offers, name }: SpecialOfferProps) {
  const [open, setOpen] = useState(false);
  const [byHover, setByHover] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `offer${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (offers.length === 0) return null;

  return (
    <div
      ref={wrapperRef}
      className={styles.wrapper}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        setByHover(true);
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || !byHover) return;
        setByHover(false);
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !byHover && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A click after a hover-open pins the panel open instead of closing it.
          if (byHover) setByHover(false);
          else setOpen((value) => !value);
        }}
      >
        <Icon name="tag" />
        {SPECIAL_OFFER_TEXT}
        <span className={visuallyHidden}> for {name}</span>
        <Icon name="chevron-down" className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul className={styles.list}>
          {offers.map((offer, index) => (
            <li key={index} className={styles.item}>
              {offer}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
