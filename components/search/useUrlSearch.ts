'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useOptimistic, useRef, useTransition } from 'react';
import { withQuery } from '@/lib/domain/search-params';

/**
 * A list's search kept in its URL (docs/product.md#search-filters-and-sort): a change replaces
 * the URL without a reload or scroll, inside a transition, so the server renders the new list
 * while the old one stays visible (`pending`). `shown` is the new choice at once (optimistic).
 * `navigate` also takes an update of the latest search, for a filter that commits after a pause
 * (the price slider, the dates), when another filter may have changed meanwhile.
 */
export function useUrlSearch<S extends object>(search: S, serialize: (search: S) => string) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(search);
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  });

  function navigate(next: S | ((current: S) => S)) {
    const value = typeof next === 'function' ? next(latest.current) : next;
    latest.current = value;
    startTransition(() => {
      setShown(value);
      router.replace(withQuery(pathname, serialize(value)), { scroll: false });
    });
  }

  return { shown, navigate, pending, pathname };
}
