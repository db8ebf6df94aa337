import 'server-only';
import { getAppSecret as defaultGetAppSecret, getConfig as defaultGetConfig, type ServerConfig } from '../config';
import { getDb as defaultGetDb } from '../data/client';
import type { Db } from '../data/db';
import { approveSublet } from '../data/sublet-changes';
import { SUBLET_NOT_FOUND_MESSAGE } from '../domain/validation/sublet-messages';
import { clientAddress } from '../http/client-address';
import { clientLimitRefusal, overallLimitRefusal } from '../http/rate-limit-responses';
import { jsonError, jsonMessage } from '../http/responses';
import { log } from '../log';
import { type EndpointRateLimiter, endpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { verifyApprovalToken } from './approval-token';
import { SUBLET_APPROVE_LIMITS } from './limits';
import { revalidateSubletBoard } from './revalidate';

export const SUBLET_APPROVED_MESSAGE = 'Sublet approved. It is listed now.';
export const SUBLET_ALREADY_APPROVED_MESSAGE = 'This sublet was already approved.';

export interface SubletApproveDeps {
  getConfig?: () => ServerConfig;
  getDb?: () => Promise<Db>;
  getAppSecret?: () => string;
  rateLimiter?: EndpointRateLimiter;
  revalidate?: () => void;
  now?: () => Date;
}

function wantsHtml(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type) || /text\/html/i.test(request.headers.get('accept') ?? '');
}

/**
 * POST /api/sublets/approve/{token}: the Approve button of the moderators' confirmation page
 * (CONTRACTS §7: only this POST approves; the page's GET changes nothing). The token is signed
 * with APP_SECRET and names the sublet. approved = true, approvedAt = now, and the board's cache
 * expires at once. A form post is answered 303 back to the page (it works without JavaScript);
 * other clients get JSON.
 */
export function createSubletApproveEndpoint(deps: SubletApproveDeps = {}) {
  const getConfig = deps.getConfig ?? defaultGetConfig;
  const getDb = deps.getDb ?? defaultGetDb;
  const getAppSecret = deps.getAppSecret ?? defaultGetAppSecret;
  const revalidate = deps.revalidate ?? revalidateSubletBoard;
  const now = deps.now ?? (() => new Date());

  return async function handleApprove(request: Request, token: string): Promise<Response> {
    try {
      const config = getConfig();
      const limiter = deps.rateLimiter ?? endpointRateLimiter('sublet-approve', SUBLET_APPROVE_LIMITS, config.rateLimitFactor);
      const limited = await clientLimitRefusal(limiter, clientAddress(request.headers, config.trustProxyHops));
      if (limited) return limited;

      const subletId = verifyApprovalToken(token, getAppSecret());
      const overall = subletId ? await overallLimitRefusal(limiter) : null;
      if (overall) return overall;
      const result = subletId ? await approveSublet(await getDb(), subletId, now()) : 'not-found';
      if (result === 'not-found') return jsonError(404, SUBLET_NOT_FOUND_MESSAGE);
      if (result === 'approved') {
        revalidate();
        log.info('sublet.approved', { id: subletId });
      }
      if (wantsHtml(request)) {
        // A relative Location: back to the page on whatever host the moderator used.
        const page = `/sublets/approve/${encodeURIComponent(token)}?result=${result}`;
        return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
      }
      return jsonMessage(200, result === 'approved' ? SUBLET_APPROVED_MESSAGE : SUBLET_ALREADY_APPROVED_MESSAGE);
    } catch (error) {
      log.error('sublet.approve.failed', error);
      return jsonMessage(500, 'The sublet could not be approved. Please try again.');
    }
  };
}
