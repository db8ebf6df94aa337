'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A control's value while it is being changed, written to the search after a pause: a slider
 * dragged or a date typed digit by digit would otherwise ask the server for a list at every
 * step. The search's value wins whenever it changes (a pill removed, Back), adjusted during
 * render as React advises for state that follows a prop, so no render shows the stale value.
 * A value equal to the search's is not written.
 */
export function useDraft<T>(value: T, same: (a: T, b: T) => boolean, commit: (next: T) => void) {
  const [draft, setDraft] = useState(value);
  const [source, setSource] = useState(value);
  if (!same(value, source)) {
    setSource(value);
    setDraft(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ value, commit });
  useEffect(() => {
    latest.current = { value, commit };
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Show `next` now; write it after `delay` ms unless another change comes first (null: not yet). */
  function change(next: T, delay: number | null) {
    setDraft(next);
    if (timer.current) clearTimeout(timer.current);
    if (delay === null) return;
    timer.current = setTimeout(() => {
      if (!same(next, latest.current.value)) latest.current.commit(next);
    }, delay);
  }

  return [draft, change] as const;
}
