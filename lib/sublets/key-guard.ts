import { scaledPolicy, sharedStore } from '../rate-limit/endpoint-limiter';
import { createRateLimiter, type RateLimitPolicy, type RateLimiter, type SharedRateLimitStore } from '../rate-limit/limiter';

/**
 * Guards asset-key lookups (the manage page and DELETE /api/sublets/{key}) against guessing: each
 * address may miss a few times; past that it is blocked for a while, for every key, right or
 * wrong, so a guesser learns nothing. Keys have 256 random bits, so this is a second line: it
 * keeps floods of lookups off the database. The address is the socket's (or a trusted proxy's
 * view), so nobody can block someone else by naming their address in a header.
 */
export interface KeyGuard {
  /** Milliseconds until the address may look up keys again; 0 when it may now. */
  blockedForMs(address: string): Promise<number>;
  /** Records a miss; returns the block in milliseconds it caused (0 if none). */
  recordMiss(address: string): Promise<number>;
  reset(): void;
}

/** 10 misses in 5 minutes, then blocked for 5 minutes (a mistyped link is fine; a scan is not). */
export const KEY_MISS_LIMITS: RateLimitPolicy = { points: 10, durationSeconds: 5 * 60, blockSeconds: 5 * 60 };

export function createKeyGuard(policy: RateLimitPolicy = KEY_MISS_LIMITS, shared?: SharedRateLimitStore): KeyGuard {
  const misses: RateLimiter = createRateLimiter(policy, shared);
  return {
    blockedForMs: (address) => misses.blockedForMs(address),
    async recordMiss(address) {
      const decision = await misses.take(address);
      return decision.allowed ? 0 : decision.retryAfterMs;
    },
    reset: () => misses.reset(),
  };
}

const holder = globalThis as typeof globalThis & { __subletKeyGuard?: KeyGuard };

/** The process's guard, shared by the manage page and the delete endpoint (misses scaled by `factor`). */
export function subletKeyGuard(factor = 1): KeyGuard {
  holder.__subletKeyGuard ??= createKeyGuard(scaledPolicy(KEY_MISS_LIMITS, factor), sharedStore('sublet-key-misses'));
  return holder.__subletKeyGuard;
}
