'use client';

import { useEffect } from 'react';
import { LISTING_REVALIDATE_SECONDS } from '@/lib/cache-tags';
import { useRouterRef } from './useRouterRef';

/** Away longer than the server keeps its listings fresh: the page asks for them again. */
export const STALE_AFTER_MS = LISTING_REVALIDATE_SECONDS * 1000;

/**
 * A page the browser brings back from its back/forward cache shows what it showed when the
 * visitor left it: Chromium keeps such a page up to 10 minutes, Firefox longer. Back after more
 * than STALE_AFTER_MS, the page asks the server for its current content (router.refresh()):
 * listings, prices and specials as they are now, while what the visitor typed or opened stays
 * (React keeps the state of the page's components). Renders nothing.
 */
export function RefreshOnReturn() {
  const routerRef = useRouterRef();

  useEffect(() => {
    let leftAt: number | null = null;
    const onHide = (event: PageTransitionEvent) => {
      if (event.persisted) leftAt = Date.now();
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && leftAt !== null && Date.now() - leftAt > STALE_AFTER_MS) routerRef.current.refresh();
      leftAt = null;
    };
    addEventListener('pagehide', onHide);
    addEventListener('pageshow', onShow);
    return () => {
      removeEventListener('pagehide', onHide);
      removeEventListener('pageshow', onShow);
    };
  }, [routerRef]);

  return null;
}
