'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isPlainClick, sitePagePathOf } from './linkClicks';
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
 *
 * It shows and hides the bar by an attribute, not by React state: a state update while the
 * router renders the next page would interrupt that render, and React would start it over.
 */
export function NavigationProgress() {
  const here = `${usePathname()}?${useSearchParams().toString()}`;
  const hereRef = useRef(here);
  const regionRef = useRef<HTMLDivElement>(null);
  /** The navigation under way: the URL it started from, and its timers. */
  const pendingRef = useRef<{ from: string; timers: number[] } | null>(null);

  // The URL has changed: the new page is on screen.
  useEffect(() => {
    hereRef.current = here;
    if (pendingRef.current && pendingRef.current.from !== here) stop(pendingRef, regionRef.current);
  }, [here]);

  useEffect(() => {
    const region = regionRef.current;
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented || !isPlainClick(event) || !sitePagePathOf(event.target, new URL(window.location.href))) return;
      stop(pendingRef, region);
      pendingRef.current = {
        from: hereRef.current,
        timers: [
          window.setTimeout(() => region?.setAttribute('data-shown', ''), PROGRESS_AFTER_MS),
          window.setTimeout(() => stop(pendingRef, region), PROGRESS_GIVES_UP_MS),
        ],
      };
    };
    // Bubbling to the document, after React's own listener: next/link has decided by then.
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      stop(pendingRef, region);
    };
  }, []);

  // A live region without the status role: pages have their own status messages, and tests and
  // assistive technology look for those by role. Its text is displayed only while the bar is,
  // so screen readers hear it as it appears.
  return (
    <div ref={regionRef} className={styles.region} aria-live="polite" aria-atomic="true">
      <div className={styles.bar} aria-hidden="true" data-navigation-progress="" />
      <span className={styles.text}>Loading page</span>
    </div>
  );
}

function stop(pendingRef: { current: { timers: number[] } | null }, region: HTMLElement | null) {
  pendingRef.current?.timers.forEach((timer) => window.clearTimeout(timer));
  pendingRef.current = null;
  region?.removeAttribute('data-shown');
}
