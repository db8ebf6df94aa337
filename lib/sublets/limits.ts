import { SUBLET_LIMITS } from '../domain/validation/sublet-limits';
import type { RateLimitPolicy } from '../rate-limit/token-bucket';

/** Posting: 5 at once, then one per 10 minutes per address; an overall cap against floods. */
export const SUBLET_CREATE_LIMITS: { perClient: RateLimitPolicy; overall: RateLimitPolicy } = {
  perClient: { burst: 5, refillMs: 10 * 60_000 },
  overall: { burst: 60, refillMs: 5_000 },
};

/** Deleting: 10 at once, then one per minute per address. */
export const SUBLET_DELETE_LIMITS: { perClient: RateLimitPolicy; overall: RateLimitPolicy } = {
  perClient: { burst: 10, refillMs: 60_000 },
  overall: { burst: 120, refillMs: 1_000 },
};

/** Approving (moderators): 30 at once, then one per 10 seconds per address. */
export const SUBLET_APPROVE_LIMITS: { perClient: RateLimitPolicy; overall: RateLimitPolicy } = {
  perClient: { burst: 30, refillMs: 10_000 },
  overall: { burst: 120, refillMs: 1_000 },
};

/**
 * The largest POST /api/sublets body: five images at the size limit plus 1 MB for the fields and
 * the multipart framing. Larger bodies are refused before they are read (Content-Length) or as
 * soon as they pass it (counted while streaming).
 */
export const MAX_SUBLET_BODY_BYTES = SUBLET_LIMITS.maxImages * SUBLET_LIMITS.maxImageBytes + 1_000_000;
