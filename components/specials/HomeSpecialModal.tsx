'use client';

import { Suspense, useEffect, useState } from 'react';
import { lazyOr } from '@/components/ui/lazyOr';
import type { SpecialSlide } from './HomeSpecialDialog';
import { SPECIAL_MODAL_DELAY_MS, SPECIAL_MODAL_PREFETCH_MS, SPECIAL_MODAL_RETRY_MS } from './specialModalCookie';

export type { SpecialSlide } from './HomeSpecialDialog';

export interface HomeSpecialModalProps {
  specials: readonly SpecialSlide[];
}

// The modal's code (its pager, its picture and nookies) is no part of the page's first load, which
// a phone needs for the page itself (docs/performance.md, "Code a page needs later, loaded
// later"): it is fetched a second before the modal is due.
const loadDialog = () => import('./HomeSpecialDialog');
const NoDialog = () => null;
// Without its code (a failed fetch) there is no modal: nothing shows, and the page goes on.
const HomeSpecialDialog = lazyOr(() => loadDialog().then((module) => module.HomeSpecialDialog), NoDialog);

/** Whether the visitor is in the middle of something the modal should not interrupt. */
function visitorIsBusy(): boolean {
  const active = document.activeElement;
  if (active?.matches('input, select, textarea, [contenteditable="true"]')) return true;
  if (document.querySelector('[data-modal-root]')) return true;
  return document.querySelector('details[open]') !== null;
}

/**
 * The home page special modal (docs/product.md): opens 3 s after load unless the closed-cookie
 * exists (HomeSpecialDialog.tsx). It waits while the visitor is typing in a field or another
 * dialog is open, so it never takes focus from them mid-task.
 */
export function HomeSpecialModal({ specials }: HomeSpecialModalProps) {
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (specials.length === 0) return;
    let timer: ReturnType<typeof setTimeout>;
    const tryOpen = () => {
      if (visitorIsBusy()) timer = setTimeout(tryOpen, SPECIAL_MODAL_RETRY_MS);
      else setDue(true);
    };
    timer = setTimeout(tryOpen, SPECIAL_MODAL_DELAY_MS);
    const prefetch = setTimeout(() => void loadDialog().catch(() => {}), SPECIAL_MODAL_PREFETCH_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(prefetch);
    };
  }, [specials.length]);

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <HomeSpecialDialog specials={specials} />
    </Suspense>
  );
}
