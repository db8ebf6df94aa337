import 'server-only';
import type { AnySchema, InferType } from 'yup';
import { verifyCaptcha as defaultVerifyCaptcha, type VerifyCaptchaOptions } from '../captcha/verify';
import { getConfig as defaultGetConfig, type ServerConfig } from '../config';
import { getDb as defaultGetDb } from '../data/client';
import type { Db } from '../data/db';
import { isHoneypotFilled } from '../domain/validation/honeypot';
import { CAPTCHA_REQUIRED_MESSAGE } from '../domain/validation/messages';
import { validateSubmission } from '../domain/validation/validate';
import { log } from '../log';
import { kickMailDelivery } from '../mail/delivery-service';
import { type EndpointLimits, type EndpointRateLimiter, endpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { clientAddress } from './client-address';
import { readJsonObject } from './read-json';
import { clientLimitRefusal, overallLimitRefusal } from './rate-limit-responses';
import { failureAnswer, jsonError, jsonMessage } from './responses';
import { isSubmissionStored, readSubmissionKey, storeOnce } from './submission-key';

/** What every form endpoint can have replaced in tests; production uses the process's own. */
export interface FormEndpointDeps {
  getConfig?: () => ServerConfig;
  getDb?: () => Promise<Db>;
  rateLimiter?: EndpointRateLimiter;
  /** Passed to verifyCaptcha (a fetch for the verify endpoint, a timeout, a clock). */
  captcha?: Omit<VerifyCaptchaOptions, 'recaptcha'>;
  kickDelivery?: () => Promise<void>;
  now?: () => Date;
}

export interface FormContext<P = undefined> {
  db: Db;
  config: ServerConfig;
  now: Date;
  /** What the route passed along (e.g. a sublet id from the URL). */
  params: P;
  /** The client's address as the rate limit sees it (lib/http/client-address.ts). */
  clientAddress: string;
  /**
   * False only when captcha keys are set but the verify endpoint could not be reached: the
   * submission is kept (a lead is never lost) and flagged for the staff (`captchaNote`).
   */
  captchaVerified: boolean;
}

/** Prefix for the subject of mail whose captcha could not be checked (verify endpoint down). */
export const CAPTCHA_UNVERIFIED_SUBJECT_PREFIX = '[Captcha not verified] ';

/** The mail subject, flagged when the captcha could not be checked. */
export function captchaNote(subject: string, captchaVerified: boolean): string {
  return captchaVerified ? subject : `${CAPTCHA_UNVERIFIED_SUBJECT_PREFIX}${subject}`;
}

/**
 * Thrown by `store` to refuse a valid-looking submission with a 4xx (e.g. 404 when the sublet
 * to message does not exist): answered as `{ message, errors }` with its status, nothing stored.
 */
export class FormRejection extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'FormRejection';
  }
}

export interface FormEndpointDefinition<S extends AnySchema, P = undefined> {
  /** Names the endpoint in rate-limit keys and logs: 'application', 'contact', … */
  name: string;
  /** The form's Yup schema (the very one the client form uses). */
  schema: (options: { requireCaptcha: boolean }) => S;
  /** The reCAPTCHA v3 action the token must carry (lib/domain/validation/captcha-actions.ts). */
  captchaAction: string;
  limits: EndpointLimits;
  maxBodyBytes?: number;
  /** 4xx message when fields are invalid ('Fill all the required fields'). */
  invalidMessage: string;
  /** 201 message; also the answer to a bot caught by the honeypot. */
  successMessage: string;
  /** Start of the 500 or 503 message ('Message Failed!'). */
  failureMessage: string;
  /**
   * Stores the submission and its mail (one transaction). Delivery is kicked afterwards. What
   * must wait until the transaction is committed (expiring a cache that a read meanwhile would
   * fill with the old rows again) it returns as a function, run then.
   */
  store: (value: InferType<S>, context: FormContext<P>) => Promise<void | (() => void)>;
}

/**
 * A POST handler for a form (docs/http-api.md, docs/architecture.md "Writes"): rate limit per client address → parse
 * the JSON body safely → honeypot (a filled one answers success and stores nothing) → the
 * form's Yup schema (4xx `{ message, errors }`) → a submission stored already under the
 * request's `Idempotency-Key` is answered as it was (lib/http/submission-key.ts) → captcha
 * (when the verify endpoint is unreachable the submission is still stored, flagged as
 * unverified: a 5xx is a bug and a lead is never lost; a token is still required, so this
 * gives a bot nothing) → the endpoint-wide cap (charged only here, so junk cannot drain it) →
 * store (lead and outbox, one transaction, with the key claimed) → kick mail delivery → 201
 * `{ message }`. Anything unexpected is logged and answered with a message that tells the
 * visitor how to reach the office: 503 while the database is unreachable, else 500.
 */
export function createFormEndpoint<S extends AnySchema, P = undefined>(definition: FormEndpointDefinition<S, P>, deps: FormEndpointDeps = {}) {
  const getConfig = deps.getConfig ?? defaultGetConfig;
  const getDb = deps.getDb ?? defaultGetDb;
  const kickDelivery = deps.kickDelivery ?? kickMailDelivery;
  const now = deps.now ?? (() => new Date());
  const maxBodyBytes = definition.maxBodyBytes ?? 32 * 1024;

  return async function handleForm(request: Request, ...[params]: P extends undefined ? [] : [P]): Promise<Response> {
    let config: ServerConfig | null = null;
    const replayed = () => {
      log.info('form.replayed', { endpoint: definition.name });
      return jsonMessage(201, definition.successMessage);
    };
    try {
      config = getConfig();
      const limiter = deps.rateLimiter ?? endpointRateLimiter(definition.name, definition.limits, config.rateLimitFactor);
      const client = clientAddress(request.headers, config.trustProxyHops);
      const limited = await clientLimitRefusal(limiter, client);
      if (limited) {
        log.warn('form.rate_limited', { endpoint: definition.name });
        return limited;
      }
      const submissionKey = readSubmissionKey(request.headers);
      if (!submissionKey.ok) return jsonError(400, submissionKey.message);
      const parsed = await readJsonObject(request, maxBodyBytes);
      if (!parsed.ok) return jsonError(parsed.status, parsed.message);

      if (isHoneypotFilled(parsed.body)) {
        log.info('form.honeypot', { endpoint: definition.name });
        return jsonMessage(201, definition.successMessage);
      }

      const requireCaptcha = config.recaptcha !== null;
      const result = await validateSubmission(definition.schema({ requireCaptcha }), parsed.body);
      if (!result.ok) {
        const onlyCaptcha = Object.keys(result.errors).every((field) => field === 'captchaResponse');
        return jsonError(400, onlyCaptcha ? CAPTCHA_REQUIRED_MESSAGE : definition.invalidMessage, result.errors);
      }
      const value = result.value as InferType<S> & { captchaResponse?: string };

      const db = await getDb();
      // Sent again after its answer was lost: answered as it was, whatever its captcha token (used by then).
      if (await isSubmissionStored(db, definition.name, submissionKey.key)) return replayed();
      const captcha = await defaultVerifyCaptcha(
        db,
        { token: value.captchaResponse ?? '', action: definition.captchaAction },
        { ...deps.captcha, recaptcha: config.recaptcha },
      );
      const captchaUnavailable = !captcha.ok && captcha.reason === 'unavailable';
      if (!captcha.ok) {
        log.warn('form.captcha_failed', { endpoint: definition.name, reason: captcha.reason });
        if (!captchaUnavailable) return jsonError(400, CAPTCHA_REQUIRED_MESSAGE, { captchaResponse: CAPTCHA_REQUIRED_MESSAGE });
      }
      const overall = await overallLimitRefusal(limiter);
      if (overall) {
        log.warn('form.rate_limited_overall', { endpoint: definition.name });
        return overall;
      }

      const receivedAt = now();
      const storeConfig = config;
      const stored = await storeOnce(db, { endpoint: definition.name, key: submissionKey.key, now: receivedAt }, (store) =>
        definition.store(value, {
          db: store,
          config: storeConfig,
          now: receivedAt,
          params: params as P,
          clientAddress: client,
          captchaVerified: !captchaUnavailable,
        }),
      );
      if (stored.replayed) return replayed();
      stored.value?.();
      void kickDelivery();
      return jsonMessage(201, definition.successMessage);
    } catch (error) {
      if (error instanceof FormRejection && error.status >= 400 && error.status < 500) {
        return jsonError(error.status, error.message, error.errors);
      }
      log.error('form.failed', error, { endpoint: definition.name });
      const contact = config?.inquiriesEmail ? ` Please try again, or e-mail us at ${config.inquiriesEmail}.` : ' Please try again.';
      return failureAnswer(error, `${definition.failureMessage}${contact}`);
    }
  };
}
