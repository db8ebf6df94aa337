'use client';

import { type RefObject, useEffect, useState } from 'react';
import { useClientValue } from './useClientValue';

/**
 * True once the element comes within `margin` of the viewport (or at once where
 * IntersectionObserver is missing). It stays true: used to load below-the-fold code on approach.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [seen, setSeen] = useState(false);
  const cannotObserve = useClientValue(() => typeof IntersectionObserver === 'undefined', false);
  useEffect(() => {
    const element = ref.current;
    if (seen || cannotObserve || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen, cannotObserve]);
  return seen || cannotObserve;
}
