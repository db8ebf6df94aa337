'use client';

import type { MouseEvent, ReactNode } from 'react';
import { preloadModalBody } from './modalBodies';
import { applyPageHref, contactPageHref } from './siteLinks';
import type { ModalPreset } from './siteModalsState';
import { useSiteModals } from './useSiteModals';

export interface ModalTriggerProps {
  /** Which modal opens. */
  modal: 'contact' | 'apply';
  preset?: ModalPreset;
  /**
   * 'link' (default): an <a href="/apply|/contact"> that opens the modal on a plain click and
   * still works as a link (new tab, no JavaScript). 'button': a <button>.
   */
  as?: 'link' | 'button';
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  title?: string;
  /** Called after the modal is asked to open (e.g. analytics). */
  onOpen?: () => void;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Opens the contact or application modal from anywhere (cards, header, footer, menu). */
export function ModalTrigger({ modal, preset, as = 'link', className, children, onOpen, ...aria }: ModalTriggerProps) {
  const { openContact, openApplication } = useSiteModals();
  const open = () => {
    if (modal === 'contact') openContact(preset);
    else openApplication(preset);
    onOpen?.();
  };
  const preload = () => preloadModalBody(modal);
  if (as === 'button') {
    return (
      <button type="button" className={className} aria-haspopup="dialog" onClick={open} onPointerEnter={preload} onFocus={preload} {...aria}>
        {children}
      </button>
    );
  }
  return (
    <a
      href={modal === 'contact' ? contactPageHref : applyPageHref}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        open();
      }}
      onPointerEnter={preload}
      onFocus={preload}
      {...aria}
    >
      {children}
    </a>
  );
}
