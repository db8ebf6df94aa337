import 'server-only';
import { getAppSecret as defaultGetAppSecret, getConfig as defaultGetConfig, type ServerConfig } from '../config';
import { getDb as defaultGetDb } from '../data/client';
import type { Db } from '../data/db';
import { approveSublet } from '../data/sublet-changes';
import { SUBLET_NOT_FOUND_MESSAGE } from '../domain/validation/sublet-messages';
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
  SUBLET_ALREADY_APPROVED_MESSAGE,
  SUBLET_APPROVED_MESSAGE,
} from './moderation-messages';
import { backToModerationPage, wantsHtml } from './moderation-response';
import { revalidateSubletBoard } from './revalidate';

export { SUBLET_ALREADY_APPROVED_MESSAGE, SUBLET_APPROVED_MESSAGE };

export interface SubletApproveDeps {
  getConfig?: () => ServerConfig;
  getDb?: () => Promise<Db>;
  getAppSecret?: () => string;
  rateLimiter?: EndpointRateLimiter;
  revalidate?: () => void;
  now?: () => Date;
}

/**
 * POST /api/sublets/approve/{token}: the Approve button of the moderators' confirmation page
 * (only this POST approves; the page's GET changes nothing). The token is signed with APP_SECRET
 * and names the sublet; it expires 14 days after it was made (410, nothing changes).
 * approved = true, approvedAt = now, and the board's cache expires at once. A form post is
 * answered 303 back to the page (it works without JavaScript); other clients get JSON.
 */
export function createSubletApproveEndpoint(deps: SubletApproveDeps = {}) {
  const getConfig = deps.getConfig ?? defaultGetConfig;
  const getDb = deps.getDb ?? defaultGetDb;
  const getAppSecret = deps.getAppSecret ?? defaultGetAppSecret;
  const revalidate = deps.revalidate ?? revalidateSubletBoard;
  const now = deps.now ?? (() => new Date());

  return async function handleApprove(request: Request, token: string): Promise<Response> {
    const page = wantsHtml(request);
    try {
      const config = getConfig();
      const limiter = deps.rateLimiter ?? endpointRateLimiter('sublet-approve', SUBLET_APPROVE_LIMITS, config.rateLimitFactor);
      const limited = await clientLimitRefusal(limiter, clientAddress(request.headers, config.trustProxyHops));
      if (limited) return page ? backToModerationPage(token, 'busy') : limited;

      const at = now();
      const link = await readModerationLink(token, { db: getDb, secret: getAppSecret(), now: at });
      if (link.state === 'invalid') return jsonError(404, SUBLET_NOT_FOUND_MESSAGE);
      if (link.state === 'expired') return page ? backToModerationPage(token, 'expired') : jsonMessage(410, APPROVAL_LINK_EXPIRED_MESSAGE);
      const overall = await overallLimitRefusal(limiter);
      if (overall) return page ? backToModerationPage(token, 'busy') : overall;
      const result = await approveSublet(await getDb(), link.subletId, at);
      if (result === 'not-found') return jsonError(404, SUBLET_NOT_FOUND_MESSAGE);
      if (result === 'approved') {
        revalidate();
        log.info('sublet.approved', { id: link.subletId });
      }
      if (page) return backToModerationPage(token, result);
      return jsonMessage(200, result === 'approved' ? SUBLET_APPROVED_MESSAGE : SUBLET_ALREADY_APPROVED_MESSAGE);
    } catch (error) {
      log.error('sublet.approve.failed', error);
      return page ? backToModerationPage(token, 'failed') : failureAnswer(error, MODERATION_FAILED_MESSAGE);
    }
  };
}
