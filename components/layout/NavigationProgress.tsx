'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { intentPrefetchPath } from '@/lib/html/intent-prefetch';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './NavigationProgress.css';

/** A navigation answered within this long shows nothing: a bar that flashes is noise. */
export const PROGRESS_AFTER_MS = 150;
/** If a navigation never completes (the network gave up), the bar does not stay forever. */
const PROGRESS_GIVES_UP_MS = 15_000;

/**
 * Feedback while the router fetches the page a link leads to: a thin bar at the top of the
 * screen and "Loading page" for screen readers. A router navigation keeps the page on screen
 * until the next one has arrived, and pages have no loading skeletons (docs/product.md, "While
 * loading"), so without it a tap on a slow network shows nothing for a second. It starts on a
 * click the router took over (next/link prevented the browser's own navigation, which has the
 * browser's indicator) and ends when the URL has changed. Must sit in a Suspense boundary: it
 * reads the search parameters.
 */
export function NavigationProgress() {
  const here = `${usePathname()}?${useSearchParams().toString()}`;
  const hereRef = useRef(here);
  /** The navigation under way: the URL it started from. */
  const [pending, setPending] = useState<{ from: string } | null>(null);
  /** The navigation whose bar is on screen (it has taken longer than PROGRESS_AFTER_MS). */
  const [slow, setSlow] = useState<{ from: string } | null>(null);

  // The URL has changed: the new page is on screen (state adjusted while rendering, as React
  // recommends over an effect).
  if (pending && pending.from !== here) setPending(null);

  useEffect(() => {
    hereRef.current = here;
  });

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link) return;
      const path = intentPrefetchPath(
        { href: link.getAttribute('href') ?? '', target: link.getAttribute('target'), download: link.hasAttribute('download') },
        new URL(window.location.href),
      );
      if (path) setPending({ from: hereRef.current });
    };
    // Bubbling to the document, after React's own listener: next/link has decided by then.
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (!pending) return;
    const show = window.setTimeout(() => setSlow(pending), PROGRESS_AFTER_MS);
    const giveUp = window.setTimeout(() => setPending(null), PROGRESS_GIVES_UP_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [pending]);

  const shown = pending !== null && slow === pending;
  // A live region without the status role: pages have their own status messages, and tests and
  // assistive technology look for those by role.
  return (
    <div aria-live="polite" aria-atomic="true">
      {shown ? (
        <>
          <div className={styles.bar} aria-hidden="true" data-navigation-progress="" />
          <span className={visuallyHidden}>Loading page</span>
        </>
      ) : null}
    </div>
  );
}
