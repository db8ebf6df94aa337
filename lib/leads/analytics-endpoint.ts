import 'server-only';
import { getConfig as defaultGetConfig } from '../config';
import { recordContactEvent } from '../data/analytics';
import { getDb as defaultGetDb } from '../data/client';
import { listCommunityMailboxes } from '../data/community-mailboxes';
import { siteDay } from '../domain/site-day';
import { findCommunity } from '../domain/lead-recipients';
import { analyticsEventSchema, CONTACT_ANALYTICS_EVENTS, isContactAnalyticsEvent } from '../domain/validation/analytics';
import { REQUIRED_FIELDS_MESSAGE } from '../domain/validation/messages';
import { validateSubmission } from '../domain/validation/validate';
import { clientAddress } from '../http/client-address';
import type { FormEndpointDeps } from '../http/form-endpoint';
import { readJsonObject } from '../http/read-json';
import { clientLimitRefusal, overallLimitRefusal } from '../http/rate-limit-responses';
import { ASK_EACH_TIME, failureAnswer, jsonError, noContent } from '../http/responses';
import { log } from '../log';
import { ANALYTICS_LIMITS, endpointRateLimiter } from '../rate-limit/endpoint-limiter';

/**
 * POST /api/analytics/contact/{clicked|initiated|submitted} with `{ property }` → 204.
 * The property (a community id or name) is stored as the community's id; anything that is not
 * a listed community is counted under '' so that junk cannot grow the tables without bound.
 */
export function createContactAnalyticsEndpoint(deps: Pick<FormEndpointDeps, 'getConfig' | 'getDb' | 'rateLimiter' | 'now'> = {}) {
  const getConfig = deps.getConfig ?? defaultGetConfig;
  const getDb = deps.getDb ?? defaultGetDb;
  const now = deps.now ?? (() => new Date());

  return async function handleContactAnalytics(request: Request, event: string): Promise<Response> {
    try {
      if (!isContactAnalyticsEvent(event)) {
        return jsonError(404, `Unknown analytics event. Use one of: ${CONTACT_ANALYTICS_EVENTS.join(', ')}.`);
      }
      const config = getConfig();
      const limiter = deps.rateLimiter ?? endpointRateLimiter('analytics', ANALYTICS_LIMITS, config.rateLimitFactor);
      const limited = await clientLimitRefusal(limiter, clientAddress(request.headers, config.trustProxyHops));
      if (limited) return limited;
      const parsed = await readJsonObject(request, 2 * 1024);
      if (!parsed.ok) return jsonError(parsed.status, parsed.message);

      const result = await validateSubmission(analyticsEventSchema, parsed.body);
      if (!result.ok) return jsonError(400, REQUIRED_FIELDS_MESSAGE, result.errors);
      const overall = await overallLimitRefusal(limiter);
      if (overall) return overall;

      const db = await getDb();
      const community = findCommunity(result.value.property, await listCommunityMailboxes(db));
      const at = now();
      await recordContactEvent(db, { event, property: community?.id ?? '', day: siteDay(at), at });
      return noContent(ASK_EACH_TIME);
    } catch (error) {
      log.error('analytics.failed', error, { event });
      return failureAnswer(error, 'The event could not be recorded.');
    }
  };
}
