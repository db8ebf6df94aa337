import 'server-only';
import { getConfig as defaultGetConfig } from '../config';
import { getDb as defaultGetDb } from '../data/client';
import { renewSublet } from '../data/sublet-renewal';
import { formatDisplayDate } from '../domain/formats';
import { subletManagePath } from '../domain/routes';
import {
  SUBLET_NOT_FOUND_MESSAGE,
  SUBLET_NOT_RENEWABLE_MESSAGE,
  SUBLET_RENEW_FAILED_MESSAGE,
  subletRenewedMessage,
} from '../domain/validation/sublet-messages';
import { failureAnswer, jsonError, jsonMessage, tooManyRequests } from '../http/responses';
import { log } from '../log';
import type { SubletKeyEndpointDeps } from './delete-endpoint';
import { backToPage, wantsHtml } from './moderation-response';
import { admitKeyRequest } from './key-request';
import { revalidateSubletBoard } from './revalidate';

/**
 * POST /api/sublets/{assetKey}/renew (docs/http-api.md): the Renew button of the poster's private
 * page lists the sublet for another 30 days (lib/data/sublet-renewal.ts) → 200 'Sublet Renewed! It
 * is listed until {day}.'; 409 when it cannot be renewed now; 404 for an unknown key, which the
 * key guard counts as a miss, as Delete does. The page's button is a plain form post, answered
 * 303 back to the page with `?result=` (it works without JavaScript); other clients get JSON.
 */
export function createSubletRenewEndpoint(deps: SubletKeyEndpointDeps & { now?: () => Date } = {}) {
  const getConfig = deps.getConfig ?? defaultGetConfig;
  const getDb = deps.getDb ?? defaultGetDb;
  const revalidate = deps.revalidate ?? revalidateSubletBoard;
  const now = deps.now ?? (() => new Date());

  return async function handleRenewSublet(request: Request, assetKey: string): Promise<Response> {
    const page = wantsHtml(request);
    const back = (result: string) => backToPage(subletManagePath(assetKey), result);
    try {
      const admitted = await admitKeyRequest(request, assetKey, { name: 'sublet-renew', config: getConfig(), keyGuard: deps.keyGuard, rateLimiter: deps.rateLimiter });
      if ('refusal' in admitted) return page ? back('busy') : admitted.refusal;
      const { address, guard } = admitted;

      const renewal = await renewSublet(await getDb(), assetKey, now());
      if (renewal.result === 'not-found') {
        const block = await guard.recordMiss(address);
        if (block > 0) log.warn('sublet.key_guard.blocked', {});
        // The page itself is the 404 page for a key it does not know.
        if (page) return back('not-found');
        return block > 0 ? tooManyRequests(block) : jsonError(404, SUBLET_NOT_FOUND_MESSAGE);
      }
      if (renewal.result === 'not-renewable') return page ? back('not-renewable') : jsonError(409, SUBLET_NOT_RENEWABLE_MESSAGE);
      revalidate();
      log.info('sublet.renewed', {});
      return page ? back('renewed') : jsonMessage(200, subletRenewedMessage(formatDisplayDate(renewal.listedUntil)));
    } catch (error) {
      log.error('sublet.renew.failed', error);
      return page ? back('failed') : failureAnswer(error, SUBLET_RENEW_FAILED_MESSAGE);
    }
  };
}
