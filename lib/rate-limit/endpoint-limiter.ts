import { sharedRedis } from '../redis';
import { ALLOWED, createRateLimiter, type RateLimitDecision, type RateLimitPolicy, type RateLimiter, type SharedRateLimitStore } from './limiter';

/**
 * The limits of one endpoint, in two steps:
 * - `takeClient(address)` first, for every request: a per-address limit (the address is the
 *   socket's, or the one a trusted proxy saw: lib/http/client-address.ts);
 * - `takeOverall()` only for a request that passed validation and the captcha: an endpoint-wide
 *   cap on accepted submissions. Charging it earlier would let junk from anywhere drain it and
 *   lock every real visitor out.
 */
export interface EndpointRateLimiter {
  takeClient(clientAddress: string): Promise<RateLimitDecision>;
  takeOverall(): Promise<RateLimitDecision>;
  reset(): void;
}

export interface EndpointLimits {
  perClient: RateLimitPolicy;
  overall?: RateLimitPolicy;
}

export function createEndpointRateLimiter({ perClient, overall }: EndpointLimits, shared?: SharedRateLimitStore): EndpointRateLimiter {
  const clients: RateLimiter = createRateLimiter(perClient, shared && { ...shared, prefix: `${shared.prefix}:client` });
  const all: RateLimiter | null = overall ? createRateLimiter(overall, shared && { ...shared, prefix: `${shared.prefix}:all` }) : null;
  return {
    takeClient: (clientAddress) => clients.take(clientAddress),
    takeOverall: () => (all ? all.take('*') : Promise.resolve(ALLOWED)),
    reset() {
      clients.reset();
      all?.reset();
    },
  };
}

/** Form submissions (application, contact, sublet message): 5 per address in 10 minutes. */
export const FORM_SUBMISSION_LIMITS: EndpointLimits = {
  perClient: { points: 5, durationSeconds: 10 * 60 },
  overall: { points: 60, durationSeconds: 60 },
};

/** Analytics beacons: 30 per address a minute. */
export const ANALYTICS_LIMITS: EndpointLimits = {
  perClient: { points: 30, durationSeconds: 60 },
  overall: { points: 1200, durationSeconds: 60 },
};

const holder = globalThis as typeof globalThis & { __endpointRateLimiters?: Map<string, EndpointRateLimiter> };

/**
 * A policy with `points` multiplied by `factor` (RATE_LIMIT_FACTOR: many visitors behind one
 * address, such as a campus or carrier NAT, need more room per address). Never below 1.
 */
export function scaledPolicy(policy: RateLimitPolicy, factor: number): RateLimitPolicy {
  return { ...policy, points: Math.max(1, Math.round(policy.points * factor)) };
}

/**
 * Where a limiter named `name` keeps its counts: in Redis, shared by every instance, when
 * REDIS_URL is set; in this process's memory otherwise.
 */
export function sharedStore(name: string): SharedRateLimitStore | undefined {
  const redis = sharedRedis();
  return redis ? { redis, prefix: `rate-limit:${name}` } : undefined;
}

/**
 * The process's limiter of an endpoint (one per endpoint name, kept on globalThis), its
 * per-address limit scaled by `perClientFactor`.
 */
export function endpointRateLimiter(endpoint: string, limits: EndpointLimits, perClientFactor = 1): EndpointRateLimiter {
  holder.__endpointRateLimiters ??= new Map();
  let limiter = holder.__endpointRateLimiters.get(endpoint);
  if (!limiter) {
    limiter = createEndpointRateLimiter({ ...limits, perClient: scaledPolicy(limits.perClient, perClientFactor) }, sharedStore(endpoint));
    holder.__endpointRateLimiters.set(endpoint, limiter);
  }
  return limiter;
}
