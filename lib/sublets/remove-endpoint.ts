import 'server-only';
import { getAppSecret as defaultGetAppSecret, getConfig as defaultGetConfig, type ServerConfig } from '../config';
import { getDb as defaultGetDb } from '../data/client';
import type { Db } from '../data/db';
import { moderationRemovalSchema } from '../domain/validation/moderation';
import { SUBLET_NOT_FOUND_MESSAGE } from '../domain/validation/sublet-messages';
import { validateSubmission } from '../domain/validation/validate';
import { clientAddress } from '../http/client-address';
import { clientLimitRefusal, overallLimitRefusal } from '../http/rate-limit-responses';
import { failureAnswer, jsonError, jsonMessage } from '../http/responses';
import { log } from '../log';
import { type EndpointRateLimiter, endpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { SUBLET_APPROVE_LIMITS } from './limits';
import { readModerationLink } from './moderation-link';
import {
  APPROVAL_LINK_EXPIRED_MESSAGE,
  MODERATION_FAILED_MESSAGE,
  SUBLET_ALREADY_REMOVED_MESSAGE,
  SUBLET_REJECTED_MESSAGE,
  SUBLET_TAKEN_DOWN_MESSAGE,
} from './moderation-messages';
import { backToModerationPage, wantsHtml } from './moderation-response';
import { revalidateSubletBoard } from './revalidate';
import { removeSublet } from './sublet-removal';

export interface SubletRemoveDeps {
  getConfig?: () => ServerConfig;
  getDb?: () => Promise<Db>;
  getAppSecret?: () => string;
  rateLimiter?: EndpointRateLimiter;
  revalidate?: () => void;
  now?: () => Date;
  /** The optimized-image cache (default optimizedImagesDir()). */
  imagesDir?: string;
}

const BAD_BODY_MESSAGE = 'The request body is not valid.';

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/json/i.test(type)) return request.json();
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return Object.fromEntries(await request.formData());
  return {};
}

/**
 * POST /api/sublets/remove/{token} with `action` = 'reject' (a pending sublet) or 'take-down'
 * (an approved one): the confirmation page's buttons beside Approve. The same signed link as
 * approval, with the same 14-day lifetime (410 once expired, nothing changes). The sublet is
 * deleted everywhere (./sublet-removal.ts: rows, photos, cached image copies, the board). Either
 * action removes the sublet whatever its state when the moderator pressed it (another moderator
 * may have approved it meanwhile: the one pressing wants it gone). Idempotent: a second post
 * answers that the sublet was already removed. A form post is answered 303 back to the page.
 */
export function createSubletRemoveEndpoint(deps: SubletRemoveDeps = {}) {
  const getConfig = deps.getConfig ?? defaultGetConfig;
  const getDb = deps.getDb ?? defaultGetDb;
  const getAppSecret = deps.getAppSecret ?? defaultGetAppSecret;
  const revalidate = deps.revalidate ?? revalidateSubletBoard;
  const now = deps.now ?? (() => new Date());

  return async function handleRemove(request: Request, token: string): Promise<Response> {
    const page = wantsHtml(request);
    try {
      const config = getConfig();
      const limiter = deps.rateLimiter ?? endpointRateLimiter('sublet-remove', SUBLET_APPROVE_LIMITS, config.rateLimitFactor);
      const limited = await clientLimitRefusal(limiter, clientAddress(request.headers, config.trustProxyHops));
      if (limited) return page ? backToModerationPage(token, 'busy') : limited;

      let body: unknown;
      try {
        body = await readBody(request);
      } catch {
        return jsonError(400, BAD_BODY_MESSAGE);
      }
      const checked = await validateSubmission(moderationRemovalSchema(), body);
      if (!checked.ok) return jsonError(400, Object.values(checked.errors)[0] ?? BAD_BODY_MESSAGE, checked.errors);
      const { action } = checked.value;

      const link = await readModerationLink(token, { db: getDb, secret: getAppSecret(), now: now() });
      if (link.state === 'invalid') return jsonError(404, SUBLET_NOT_FOUND_MESSAGE);
      if (link.state === 'expired') return page ? backToModerationPage(token, 'expired') : jsonMessage(410, APPROVAL_LINK_EXPIRED_MESSAGE);
      const overall = await overallLimitRefusal(limiter);
      if (overall) return page ? backToModerationPage(token, 'busy') : overall;

      const cause = action === 'reject' ? 'rejected' : 'taken-down';
      const removed = await removeSublet(await getDb(), { id: link.subletId }, { cause, imagesDir: deps.imagesDir, revalidate });
      const result = removed ? cause : 'already-removed';
      if (page) return backToModerationPage(token, result);
      const message = result === 'rejected' ? SUBLET_REJECTED_MESSAGE : result === 'taken-down' ? SUBLET_TAKEN_DOWN_MESSAGE : SUBLET_ALREADY_REMOVED_MESSAGE;
      return jsonMessage(200, message);
    } catch (error) {
      log.error('sublet.remove.failed', error);
      return page ? backToModerationPage(token, 'failed') : failureAnswer(error, MODERATION_FAILED_MESSAGE);
    }
  };
}
