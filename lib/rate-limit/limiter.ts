import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * A fixed-window rate limit: `points` requests per key in each window of `durationSeconds`;
 * with `blockSeconds`, a key that goes over is refused for that long. Counted by
 * rate-limiter-flexible, in this process's memory.
 */
export interface RateLimitPolicy {
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** When not allowed: milliseconds until the key may try again. */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one request of `key` and says whether it is within the limit. */
  take(key: string): Promise<RateLimitDecision>;
  /** Milliseconds until `key` may try again without counting anything (0: it may now). */
  blockedForMs(key: string): Promise<number>;
  /** Forget every key (tests). */
  reset(): void;
}

export const ALLOWED: RateLimitDecision = Object.freeze({ allowed: true, retryAfterMs: 0 });

export function createRateLimiter({ points, durationSeconds, blockSeconds = 0 }: RateLimitPolicy): RateLimiter {
  if (!(points >= 1) || !(durationSeconds > 0)) throw new Error('A rate limit needs points >= 1 and durationSeconds > 0');
  let store = new RateLimiterMemory({ points, duration: durationSeconds, blockDuration: blockSeconds });
  return {
    async take(key) {
      try {
        await store.consume(key);
        return ALLOWED;
      } catch (refused) {
        if (refused instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(1, refused.msBeforeNext) };
        throw refused;
      }
    },
    async blockedForMs(key) {
      const state = await store.get(key);
      return state && state.consumedPoints > points ? Math.max(1, state.msBeforeNext) : 0;
    },
    reset() {
      store = new RateLimiterMemory({ points, duration: durationSeconds, blockDuration: blockSeconds });
    },
  };
}
