'use client';

import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * A value only the browser knows (a capability, "hydrated"), read without a hydration mismatch:
 * the server and the hydrating render use `serverValue`, later renders `read()`. `read` must
 * return a primitive (it is compared with Object.is on every render).
 */
export function useClientValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNothing, read, () => serverValue);
}
