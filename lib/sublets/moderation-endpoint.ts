import 'server-only';
import { getAppSecret as defaultGetAppSecret, getConfig as defaultGetConfig, type ServerConfig } from '../config';
import { getDb as defaultGetDb } from '../data/client';
import type { Db } from '../data/db';
import { SUBLET_NOT_FOUND_MESSAGE } from '../domain/validation/sublet-messages';
import { clientAddress } from '../http/client-address';
import { clientLimitRefusal, overallLimitRefusal } from '../http/rate-limit-responses';
import { failureAnswer, jsonError, jsonMessage } from '../http/responses';
import { log } from '../log';
import { kickMailDelivery } from '../mail/delivery-service';
import { type EndpointRateLimiter, endpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { SUBLET_APPROVE_LIMITS } from './limits';
import { readModerationLink } from './moderation-link';
import { APPROVAL_LINK_EXPIRED_MESSAGE, MODERATION_FAILED_MESSAGE } from './moderation-messages';
import { backToModerationPage, wantsHtml } from './moderation-response';
import type { NoticeSite } from './poster-notice-mail';
import { revalidateSubletBoard } from './revalidate';

export interface ModerationDeps {
  getConfig?: () => ServerConfig;
  getDb?: () => Promise<Db>;
  getAppSecret?: () => string;
  rateLimiter?: EndpointRateLimiter;
  revalidate?: () => void;
  now?: () => Date;
  /** The optimized-image cache (default optimizedImagesDir()). */
  imagesDir?: string;
  /** Sends stored mail at once (default kickMailDelivery). */
  kickDelivery?: () => Promise<void>;
}

export interface ModerationContext<Input> {
  at: Date;
  input: Input;
  revalidate: () => void;
  imagesDir?: string;
  /** Where the poster's mail about what was done links to and answers to. */
  site: NoticeSite;
}

/** What the request asks beside its link: its value, or the answer that refuses it. */
export type ModerationInput<Input> = { ok: true; value: Input } | { ok: false; response: Response };

export interface ModerationAction<Input, Result extends string> {
  /** 'approve' → the rate limiter 'sublet-approve' and the log line 'sublet.approve.failed'. */
  name: string;
  /** Reads what the post asks, before the link is checked (an action without a choice has none). */
  readInput?: (request: Request) => Promise<ModerationInput<Input>>;
  /**
   * Does it to the sublet the link names, storing the poster's mail with the change; 'not-found'
   * when there is no such sublet.
   */
  act: (db: Db, subletId: string, context: ModerationContext<Input>) => Promise<Result | 'not-found'>;
  /** What a client that wants JSON is told of each result. */
  messages: Record<Result, string>;
  /** The results that changed the sublet (and stored a mail to send). */
  changes: readonly Result[];
  /** The results that refuse what was asked, nothing changed: 409 to a client that wants JSON. */
  refusals?: readonly Result[];
}

/**
 * The moderators' buttons (docs/data-retention.md, "The moderators' link"): a POST to
 * /api/sublets/{action}/{token}. One limit per client, then what the post asks, then the signed
 * link (404 when forged, 410 once expired, nothing changes), then the overall limit, then the
 * action. A form post (the confirmation page works without JavaScript) is answered 303 back to
 * the page with the result, a busy limit or an expired link included; other clients get JSON.
 */
export function createModerationEndpoint<Input, Result extends string>(action: ModerationAction<Input, Result>, deps: ModerationDeps = {}) {
  const getConfig = deps.getConfig ?? defaultGetConfig;
  const getDb = deps.getDb ?? defaultGetDb;
  const getAppSecret = deps.getAppSecret ?? defaultGetAppSecret;
  const revalidate = deps.revalidate ?? revalidateSubletBoard;
  const now = deps.now ?? (() => new Date());
  const kickDelivery = deps.kickDelivery ?? kickMailDelivery;

  return async function handleModeration(request: Request, token: string): Promise<Response> {
    const page = wantsHtml(request);
    try {
      const config = getConfig();
      const limiter = deps.rateLimiter ?? endpointRateLimiter(`sublet-${action.name}`, SUBLET_APPROVE_LIMITS, config.rateLimitFactor);
      const limited = await clientLimitRefusal(limiter, clientAddress(request.headers, config.trustProxyHops));
      if (limited) return page ? backToModerationPage(token, 'busy') : limited;

      const input: ModerationInput<Input> = action.readInput ? await action.readInput(request) : { ok: true, value: undefined as Input };
      if (!input.ok) return input.response;

      const at = now();
      const link = await readModerationLink(token, { db: getDb, secret: getAppSecret(), now: at });
      if (link.state === 'invalid') return jsonError(404, SUBLET_NOT_FOUND_MESSAGE);
      if (link.state === 'expired') return page ? backToModerationPage(token, 'expired') : jsonMessage(410, APPROVAL_LINK_EXPIRED_MESSAGE);
      const overall = await overallLimitRefusal(limiter);
      if (overall) return page ? backToModerationPage(token, 'busy') : overall;

      const site = { siteUrl: config.siteUrl, inquiriesEmail: config.inquiriesEmail };
      const result = await action.act(await getDb(), link.subletId, { at, input: input.value, revalidate, imagesDir: deps.imagesDir, site });
      if (result === 'not-found') return jsonError(404, SUBLET_NOT_FOUND_MESSAGE);
      if (action.changes.includes(result)) void kickDelivery();
      if (page) return backToModerationPage(token, result);
      if (action.refusals?.includes(result)) return jsonError(409, action.messages[result]);
      return jsonMessage(200, action.messages[result]);
    } catch (error) {
      log.error(`sublet.${action.name}.failed`, error);
      return page ? backToModerationPage(token, 'failed') : failureAnswer(error, MODERATION_FAILED_MESSAGE);
    }
  };
}
