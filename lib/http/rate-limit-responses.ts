import type { EndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { tooManyRequests } from './responses';

/** 429 when the address is over the endpoint's per-client limit; null when it may go on. */
export async function clientLimitRefusal(limiter: EndpointRateLimiter, clientAddress: string): Promise<Response | null> {
  const decision = await limiter.takeClient(clientAddress);
  return decision.allowed ? null : tooManyRequests(decision.retryAfterMs);
}

/**
 * 429 when the endpoint's overall cap is reached; null when it may go on. Call it only for a
 * request that passed validation (and the captcha, where there is one).
 */
export async function overallLimitRefusal(limiter: EndpointRateLimiter): Promise<Response | null> {
  const decision = await limiter.takeOverall();
  return decision.allowed ? null : tooManyRequests(decision.retryAfterMs);
}
