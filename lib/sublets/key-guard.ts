import { createRateLimiter, type RateLimitPolicy, type RateLimiter } from '../rate-limit/token-bucket';

/**
 * Guards asset-key lookups (the manage page and DELETE /api/sublets/{key}) against guessing: each
 * address may miss a few times; past that it is blocked for a while, for every key, right or
 * wrong, so a guesser learns nothing. Keys have 256 random bits, so this is a second line: it
 * keeps floods of lookups off the database. In memory per process (see token-bucket.ts).
 */
export interface KeyGuard {
  /** Milliseconds until the address may look up keys again; 0 when it may now. */
  blockedForMs(address: string): number;
  /** Records a miss; returns the block in milliseconds it caused (0 if none). */
  recordMiss(address: string): number;
  reset(): void;
}

/** 10 misses at once, then one more every 30 seconds (a mistyped link is fine; a scan is not). */
export const KEY_MISS_LIMITS: RateLimitPolicy = { burst: 10, refillMs: 30_000 };

export function createKeyGuard(policy: RateLimitPolicy = KEY_MISS_LIMITS, now: () => number = Date.now): KeyGuard {
  const misses: RateLimiter = createRateLimiter({ ...policy, now });
  const blockedUntil = new Map<string, number>();
  return {
    blockedForMs(address) {
      const until = blockedUntil.get(address);
      if (until === undefined) return 0;
      const left = until - now();
      if (left <= 0) blockedUntil.delete(address);
      return Math.max(0, left);
    },
    recordMiss(address) {
      const decision = misses.take(address);
      if (decision.allowed) return 0;
      blockedUntil.set(address, now() + decision.retryAfterMs);
      if (blockedUntil.size > 10_000) {
        const oldest = blockedUntil.keys().next().value;
        if (oldest !== undefined) blockedUntil.delete(oldest);
      }
      return decision.retryAfterMs;
    },
    reset() {
      misses.reset();
      blockedUntil.clear();
    },
  };
}

const holder = globalThis as typeof globalThis & { __subletKeyGuard?: KeyGuard };

/** The process's guard, shared by the manage page and the delete endpoint. */
export function subletKeyGuard(): KeyGuard {
  holder.__subletKeyGuard ??= createKeyGuard();
  return holder.__subletKeyGuard;
}
