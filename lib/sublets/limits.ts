import { SUBLET_LIMITS } from '../domain/validation/sublet-limits';
import type { EndpointLimits } from '../rate-limit/endpoint-limiter';

/** Posting: 5 per address an hour. */
export const SUBLET_CREATE_LIMITS: EndpointLimits = {
  perClient: { points: 5, durationSeconds: 60 * 60 },
  overall: { points: 60, durationSeconds: 5 * 60 },
};

/** Deleting or renewing by asset key: 10 per address in 10 minutes, each on its own count. */
export const SUBLET_KEY_LIMITS: EndpointLimits = {
  perClient: { points: 10, durationSeconds: 10 * 60 },
  overall: { points: 120, durationSeconds: 60 },
};

/** Approving (moderators): 30 per address in 5 minutes. */
export const SUBLET_APPROVE_LIMITS: EndpointLimits = {
  perClient: { points: 30, durationSeconds: 5 * 60 },
  overall: { points: 120, durationSeconds: 60 },
};

/**
 * The largest POST /api/sublets body: five images at the size limit plus 1 MB for the fields and
 * the multipart framing. Larger bodies are refused before they are read (Content-Length) or as
 * soon as they pass it (counted while streaming).
 */
export const MAX_SUBLET_BODY_BYTES = SUBLET_LIMITS.maxImages * SUBLET_LIMITS.maxImageBytes + 1_000_000;
