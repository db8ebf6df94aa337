/**
 * A token-bucket rate limiter kept in this process's memory. Each key (client address and
 * endpoint) holds up to `burst` tokens and gets one back every `refillMs`; a request takes one.
 *
 * In memory per server process: with several processes each one counts on its own, so the
 * effective limit is the per-process limit times the process count. That is acceptable for a
 * flood guard (the captcha is the real bot barrier); a shared store would be needed for exact
 * global limits.
 */
export interface RateLimitPolicy {
  /** Requests allowed at once. */
  burst: number;
  /** One more request is allowed after this many milliseconds. */
  refillMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** When not allowed: milliseconds until the next request would be. */
  retryAfterMs: number;
}

export interface RateLimiter {
  take(key: string): RateLimitDecision;
  /** Forget every bucket (tests). */
  reset(): void;
}

export interface RateLimiterOptions extends RateLimitPolicy {
  /** Most keys remembered; the least recently used are dropped beyond it. Default 10,000. */
  maxKeys?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter({ burst, refillMs, maxKeys = 10_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  if (!(burst >= 1) || !(refillMs > 0)) throw new Error('A rate limit needs burst >= 1 and refillMs > 0');
  const buckets = new Map<string, Bucket>();

  return {
    take(key) {
      const at = now();
      const previous = buckets.get(key);
      const elapsed = previous ? Math.max(0, at - previous.updatedAt) : 0;
      const tokens = previous ? Math.min(burst, previous.tokens + elapsed / refillMs) : burst;
      // Re-insert so that Map order is least recently used first.
      buckets.delete(key);
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, updatedAt: at });
        while (buckets.size > maxKeys) {
          const oldest = buckets.keys().next().value;
          if (oldest === undefined) break;
          buckets.delete(oldest);
        }
        return { allowed: true, retryAfterMs: 0 };
      }
      buckets.set(key, { tokens, updatedAt: at });
      return { allowed: false, retryAfterMs: Math.ceil((1 - tokens) * refillMs) };
    },
    reset() {
      buckets.clear();
    },
  };
}
