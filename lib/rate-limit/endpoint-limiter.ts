import { createRateLimiter, type RateLimitDecision, type RateLimitPolicy, type RateLimiter } from './token-bucket';

/**
 * The limits of one endpoint: per client address, plus an overall cap for the endpoint that
 * bounds a flood from many (or forged) addresses. In memory, per process (see token-bucket.ts).
 */
export interface EndpointRateLimiter {
  check(clientAddress: string): RateLimitDecision;
  reset(): void;
}

export function createEndpointRateLimiter({ perClient, overall, now }: {
  perClient: RateLimitPolicy;
  overall?: RateLimitPolicy;
  now?: () => number;
}): EndpointRateLimiter {
  const clients: RateLimiter = createRateLimiter({ ...perClient, now });
  const all: RateLimiter | null = overall ? createRateLimiter({ ...overall, now }) : null;
  return {
    check(clientAddress) {
      const client = clients.take(clientAddress);
      if (!client.allowed) return client;
      return all ? all.take('*') : client;
    },
    reset() {
      clients.reset();
      all?.reset();
    },
  };
}

/** Form submissions (application, contact, sublet message): 5 at once, then one per 2 minutes per address. */
export const FORM_SUBMISSION_LIMITS = {
  perClient: { burst: 5, refillMs: 2 * 60_000 },
  overall: { burst: 120, refillMs: 1_000 },
} as const;

/** Analytics beacons: 30 at once, then one per 2 seconds per address. */
export const ANALYTICS_LIMITS = {
  perClient: { burst: 30, refillMs: 2_000 },
  overall: { burst: 600, refillMs: 50 },
} as const;

const holder = globalThis as typeof globalThis & { __endpointRateLimiters?: Map<string, EndpointRateLimiter> };

/** The process's limiter of an endpoint (one per endpoint name, kept on globalThis). */
export function endpointRateLimiter(endpoint: string, limits: { perClient: RateLimitPolicy; overall?: RateLimitPolicy }): EndpointRateLimiter {
  holder.__endpointRateLimiters ??= new Map();
  let limiter = holder.__endpointRateLimiters.get(endpoint);
  if (!limiter) {
    limiter = createEndpointRateLimiter(limits);
    holder.__endpointRateLimiters.set(endpoint, limiter);
  }
  return limiter;
}

/** Test hook: forget every endpoint's counts. */
export function resetRateLimitsForTests(): void {
  for (const limiter of holder.__endpointRateLimiters?.values() ?? []) limiter.reset();
}
