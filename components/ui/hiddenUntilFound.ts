'use client';

import { useCallback, useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { flushSync } from 'react-dom';

const PANEL = 'data-until-found';

/**
 * The attributes of a panel that opens and closes. Closed, it is `hidden="until-found"`: out of
 * sight, yet find in page or a link to a quoted passage (`#:~:text=…`, what search results and
 * "Copy link to highlight" make) opens it, firing `beforematch` at it first
 * (docs/accessibility.md). `key` names it to its container's onFound (useFoundPanels). `shown`
 * (its role and name) applies only while it is open: the browser hides what is inside a panel
 * hidden until found but exposes the panel itself, which would be read out as an empty region.
 *
 * React 19.3 writes any value of `hidden` as `hidden=""`. An attribute name React does not know it
 * writes as given, and HTML attribute names are case-insensitive, so `HIDDEN` is the `hidden`
 * attribute to the parser and to setAttribute/removeAttribute. (React's development build warns
 * that `HIDDEN` is not `hidden`; lib/html/react-dev-warnings.ts drops that one warning.) A browser
 * without until-found hides the panel as plain `hidden`.
 */
export function untilFound(open: boolean, key: string, shown: HTMLAttributes<HTMLElement>): HTMLAttributes<HTMLElement> {
  if (open) return shown;
  // The browser itself may open the panel before hydration (a quoted-passage link at load).
  return { HIDDEN: 'until-found', [PANEL]: key, suppressHydrationWarning: true } as HTMLAttributes<HTMLElement>;
}

/**
 * A ref for the element holding untilFound panels: `onFound(key)` runs when the browser opens one
 * of them, in time for the browser to scroll to the match in the new layout (flushSync). A panel
 * the browser opened before the page was hydrated (a quoted-passage link at load) is reported
 * when the ref attaches.
 */
export function useFoundPanels<T extends HTMLElement>(onFound: (key: string) => void) {
  const latest = useRef(onFound);
  useLayoutEffect(() => {
    latest.current = onFound;
  });
  return useCallback((container: T | null) => {
    if (!container) return;
    for (const panel of container.querySelectorAll<HTMLElement>(`[${PANEL}]:not([hidden])`)) {
      const key = panel.getAttribute(PANEL);
      // Deferred: a state update may not be flushed while React is committing this ref.
      if (key !== null) queueMicrotask(() => latest.current(key));
    }
    const listener = (event: Event) => {
      const key = event.target instanceof HTMLElement ? event.target.getAttribute(PANEL) : null;
      if (key === null) return;
      event.stopPropagation(); // an enclosing container's panel gets its own event
      flushSync(() => latest.current(key));
    };
    container.addEventListener('beforematch', listener);
    return () => container.removeEventListener('beforematch', listener);
  }, []);
}
