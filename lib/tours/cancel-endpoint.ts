import 'server-only';
import { getAppSecret as defaultGetAppSecret, getConfig as defaultGetConfig, type ServerConfig } from '../config';
import { getDb as defaultGetDb } from '../data/client';
import type { Db } from '../data/db';
import { cancelTourBooking, loadTourBooking } from '../data/tours';
import { communityMailboxes } from '../domain/lead-recipients';
import { tourCancelPath } from '../domain/routes';
import { clientAddress } from '../http/client-address';
import type { PostNotice } from '../http/post-notice';
import { clientLimitRefusal, overallLimitRefusal } from '../http/rate-limit-responses';
import { failureAnswer, jsonError, jsonMessage } from '../http/responses';
import { log } from '../log';
import { kickMailDelivery } from '../mail/delivery-service';
import { enqueueMail } from '../mail/outbox';
import { type EndpointLimits, type EndpointRateLimiter, endpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { wantsHtml } from '../sublets/moderation-response';
import { verifyTourCancelToken } from './cancel-token';
import {
  TOUR_ALREADY_CANCELLED_MESSAGE,
  TOUR_CANCEL_FAILED_MESSAGE,
  TOUR_CANCELLED_MESSAGE,
  TOUR_NOT_FOUND_MESSAGE,
  TOUR_PAST_MESSAGE,
  type TourCancelResult,
} from './cancel-messages';
import { tourCancelledMail } from './tour-mail';

/** Cancel links: 20 posts per address in 10 minutes. */
export const TOUR_CANCEL_LIMITS: EndpointLimits = {
  perClient: { points: 20, durationSeconds: 10 * 60 },
  overall: { points: 300, durationSeconds: 60 },
};

const MESSAGES: Record<TourCancelResult, string> = {
  cancelled: TOUR_CANCELLED_MESSAGE,
  'already-cancelled': TOUR_ALREADY_CANCELLED_MESSAGE,
  past: TOUR_PAST_MESSAGE,
};

export interface TourCancelDeps {
  getConfig?: () => ServerConfig;
  getDb?: () => Promise<Db>;
  getAppSecret?: () => string;
  rateLimiter?: EndpointRateLimiter;
  kickDelivery?: () => Promise<void>;
  now?: () => Date;
}

/** 303 back to the cancel page, which shows the result (a relative Location: whatever host was used). */
function backToCancelPage(token: string, result: TourCancelResult | PostNotice): Response {
  const page = `${tourCancelPath(token)}?result=${result}`;
  return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}

/**
 * POST /api/tours/cancel/{token}: the button of the cancel page (its GET changes nothing: mail
 * scanners open links). The token is signed and names one booking; the first post cancels it and
 * frees its seat, and tells the community's mailbox; later posts change nothing
 * ('already-cancelled'), nor does one after the tour's start ('past'). A form post is answered
 * 303 back to the page (it works without JavaScript); other clients get JSON.
 */
export function createTourCancelEndpoint(deps: TourCancelDeps = {}) {
  const getConfig = deps.getConfig ?? defaultGetConfig;
  const getDb = deps.getDb ?? defaultGetDb;
  const getAppSecret = deps.getAppSecret ?? defaultGetAppSecret;
  const kickDelivery = deps.kickDelivery ?? kickMailDelivery;
  const now = deps.now ?? (() => new Date());

  return async function handleCancel(request: Request, token: string): Promise<Response> {
    const page = wantsHtml(request);
    try {
      const config = getConfig();
      const limiter = deps.rateLimiter ?? endpointRateLimiter('tour-cancel', TOUR_CANCEL_LIMITS, config.rateLimitFactor);
      const limited = await clientLimitRefusal(limiter, clientAddress(request.headers, config.trustProxyHops));
      if (limited) return page ? backToCancelPage(token, 'busy') : limited;
      const bookingId = verifyTourCancelToken(token, getAppSecret());
      if (bookingId === null) return jsonError(404, TOUR_NOT_FOUND_MESSAGE);
      const overall = await overallLimitRefusal(limiter);
      if (overall) return page ? backToCancelPage(token, 'busy') : overall;

      const db = await getDb();
      const at = now();
      const booking = await loadTourBooking(db, bookingId);
      if (!booking) return jsonError(404, TOUR_NOT_FOUND_MESSAGE);
      let result: TourCancelResult;
      if (booking.cancelledAt) result = 'already-cancelled';
      else if (booking.startsAt.getTime() <= at.getTime()) result = 'past';
      else {
        result = await db.transaction(async (tx) => {
          if (!(await cancelTourBooking(tx, bookingId, at))) return 'already-cancelled';
          const mail = tourCancelledMail({ ...booking, communityName: booking.propertyName ?? booking.propertyId }, at);
          await enqueueMail(tx, { kind: 'tour-cancelled', to: communityMailboxes(booking.communityEmail, config.inquiriesEmail), replyTo: booking.email, ...mail });
          return 'cancelled';
        });
        if (result === 'cancelled') {
          log.info('tour.cancelled', { bookingId });
          void kickDelivery();
        }
      }
      if (page) return backToCancelPage(token, result);
      return jsonMessage(200, MESSAGES[result]);
    } catch (error) {
      log.error('tour.cancel.failed', error);
      return page ? backToCancelPage(token, 'failed') : failureAnswer(error, TOUR_CANCEL_FAILED_MESSAGE);
    }
  };
}
