import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A fixed-window rate limit: `points` requests per key in each window of `durationSeconds`;
 * with `blockSeconds`, a key that goes over is refused for that long. Counted by
 * rate-limiter-flexible: in this process's memory, or in Redis when the site runs as several
 * instances (REDIS_URL), so that the limits hold for the site and not per instance.
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

/**
 * Where counts are kept when shared: a connected node-redis client and a key prefix unique to
 * this limiter. While Redis is unreachable each instance counts in its own memory instead (the
 * library's insurance limiter), so an outage weakens the limits and never refuses a visitor.
 */
export interface SharedRateLimitStore {
  redis: object;
  prefix: string;
}

function createStore({ points, durationSeconds, blockSeconds = 0 }: RateLimitPolicy, shared?: SharedRateLimitStore): RateLimiterAbstract {
  const options = { points, duration: durationSeconds, blockDuration: blockSeconds };
  if (!shared) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: shared.redis,
    useRedisPackage: true,
    // Not connected, or not answering (lib/redis-guard.cjs): count in memory at once.
    rejectIfRedisNotReady: true,
    keyPrefix: shared.prefix,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

export function createRateLimiter(policy: RateLimitPolicy, shared?: SharedRateLimitStore): RateLimiter {
  const { points, durationSeconds } = policy;
  if (!(points >= 1) || !(durationSeconds > 0)) throw new Error('A rate limit needs points >= 1 and durationSeconds > 0');
  let store = createStore(policy, shared);
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
      store = createStore(policy, shared && { ...shared, prefix: `${shared.prefix}:${Date.now()}` });
    },
  };
}
