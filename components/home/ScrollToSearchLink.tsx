'use client';

import type { ReactNode } from 'react';

export interface ScrollToSearchLinkProps {
  /** The id of the section to go to (without '#'). */
  targetId: string;
  className?: string;
  children: ReactNode;
}

/**
 * An in-page link to the search section. Without JavaScript it is a plain '#search' link
 * (the page scrolls smoothly by CSS). With JavaScript focus also moves to the section, so the
 * next Tab continues in the search and screen readers announce it.
 */
export function ScrollToSearchLink({ targetId, className, children }: ScrollToSearchLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      className={className}
      onClick={() => {
        document.getElementById(targetId)?.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}
