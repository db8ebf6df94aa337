import 'server-only';
import { getConfig as defaultGetConfig } from '../config';
import { getDb as defaultGetDb } from '../data/client';
import type { Db } from '../data/db';
import { SUBLET_DELETE_FAILED_MESSAGE, SUBLET_NOT_FOUND_MESSAGE } from '../domain/validation/sublet-messages';
import { failureAnswer, jsonError, noContent, tooManyRequests } from '../http/responses';
import type { ServerConfig } from '../config';
import { log } from '../log';
import type { EndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import type { KeyGuard } from './key-guard';
import { admitKeyRequest } from './key-request';
import { revalidateSubletBoard } from './revalidate';
import { removeSublet } from './sublet-removal';

export interface SubletKeyEndpointDeps {
  getConfig?: () => ServerConfig;
  getDb?: () => Promise<Db>;
  rateLimiter?: EndpointRateLimiter;
  keyGuard?: KeyGuard;
  revalidate?: () => void;
  /** The optimized-image cache (default optimizedImagesDir()). */
  imagesDir?: string;
}

/**
 * DELETE /api/sublets/{assetKey} (docs/http-api.md) → 204; unknown key 404. Removed as every sublet
 * is (./sublet-removal.ts): rows in one transaction (the poster's personal data leaves the
 * database), the board's cache at once, then its files and their cached image copies. An address that misses too many keys is
 * answered 429 for a while, whatever key it sends.
 */
export function createSubletDeleteEndpoint(deps: SubletKeyEndpointDeps = {}) {
  const getConfig = deps.getConfig ?? defaultGetConfig;
  const getDb = deps.getDb ?? defaultGetDb;
  const revalidate = deps.revalidate ?? revalidateSubletBoard;

  return async function handleDeleteSublet(request: Request, assetKey: string): Promise<Response> {
    try {
      const admitted = await admitKeyRequest(request, assetKey, { name: 'sublet-delete', config: getConfig(), keyGuard: deps.keyGuard, rateLimiter: deps.rateLimiter });
      if ('refusal' in admitted) return admitted.refusal;
      const { address, guard } = admitted;

      const db = await getDb();
      const deleted = await removeSublet(db, { assetKey }, { cause: 'deleted', imagesDir: deps.imagesDir, revalidate });
      if (!deleted) {
        const block = await guard.recordMiss(address);
        if (block > 0) {
          log.warn('sublet.key_guard.blocked', {});
          return tooManyRequests(block);
        }
        return jsonError(404, SUBLET_NOT_FOUND_MESSAGE);
      }
      return noContent();
    } catch (error) {
      log.error('sublet.delete.failed', error);
      return failureAnswer(error, SUBLET_DELETE_FAILED_MESSAGE);
    }
  };
}
