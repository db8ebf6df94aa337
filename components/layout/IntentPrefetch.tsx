'use client';

import { useEffect } from 'react';
import { sitePagePathOf } from './linkClicks';
import { useRouterRef } from './useRouterRef';

/**
 * The router prefetches a page when a pointer (a mouse, or a finger as it touches) or the focus
 * reaches a link to it, in place of next/link's prefetch of every link in view
 * (components/ui/SiteLink.tsx): one listener on the document for every link of the page, those a
 * later navigation brings included. Renders nothing.
 */
export function IntentPrefetch() {
  const routerRef = useRouterRef();

  useEffect(() => {
    // The last link reached: a pointer moving over a link's text and icon reports it again.
    let reached: Element | null = null;
    const onApproach = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link === reached) return;
      reached = link;
      const path = sitePagePathOf(link, new URL(window.location.href));
      if (path) routerRef.current.prefetch(path);
    };
    document.addEventListener('pointerover', onApproach);
    document.addEventListener('focusin', onApproach);
    return () => {
      document.removeEventListener('pointerover', onApproach);
      document.removeEventListener('focusin', onApproach);
    };
  }, [routerRef]);

  return null;
}
