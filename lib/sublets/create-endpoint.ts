import 'server-only';
import { randomBytes } from 'node:crypto';
import { verifyCaptcha } from '../captcha/verify';
import { getAppSecret as defaultGetAppSecret, getConfig as defaultGetConfig, type ServerConfig } from '../config';
import { getDb as defaultGetDb } from '../data/client';
import type { Db } from '../data/db';
import { insertSubletWithPhotos, type NewSubletPhoto } from '../data/sublet-changes';
import type { OutboxMail } from '../mail/outbox';
import { siteDay } from '../domain/site-day';
import { withCitySuffix } from '../domain/sublets';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { isHoneypotFilled } from '../domain/validation/honeypot';
import { subletApprovalPath, subletManagePath } from '../domain/routes';
import { SUBLET_FLAG_FIELDS, SUBLET_TEXT_FIELDS, subletSchema, type SubletFields } from '../domain/validation/sublet';
import {
  FIX_FIELD_ERRORS_MESSAGE,
  SUBLET_CAPTCHA_MESSAGE,
  SUBLET_POST_FAILED_MESSAGE,
  SUBLET_POSTED_MESSAGE,
} from '../domain/validation/sublet-messages';
import { validateSubmission } from '../domain/validation/validate';
import { captchaNote, type FormEndpointDeps } from '../http/form-endpoint';
import { clientAddress } from '../http/client-address';
import { readMultipartForm } from '../http/read-multipart';
import { clientLimitRefusal, overallLimitRefusal } from '../http/rate-limit-responses';
import { failureAnswer, jsonError } from '../http/responses';
import { isSubmissionStored, readSubmissionKey, storeOnce } from '../http/submission-key';
import { log } from '../log';
import { kickMailDelivery } from '../mail/delivery-service';
import { endpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { deleteUnusedAssets, saveAssetBytes } from '../storage/asset-store';
import { signApprovalToken } from './approval-token';
import { assetKeyForSubmission, generateAssetKey, hashAssetKey } from './asset-key';
import { MAX_SUBLET_BODY_BYTES, SUBLET_CREATE_LIMITS } from './limits';
import { PhotoRejectedError, prepareSubletPhoto } from './photos';
import { moderatorMail, posterMail } from './sublet-mail';

/**
 * POST /api/sublets (docs/http-api.md): one multipart request with the sublet fields, `images` (1–5
 * files) and `captchaResponse` → 201 `{ assetKey, message }`, all or nothing:
 * rate limit per address (before reading the body) → body size cap → honeypot → the form's Yup
 * schema (the very one the form uses) → a post stored already under the request's
 * `Idempotency-Key` is answered as it was (lib/http/submission-key.ts) → captcha → the
 * endpoint-wide cap → every image checked by content and re-encoded in memory
 * (a refused image stops here: nothing was written) → photos stored in the asset store → one
 * transaction: sublet (approved = false, active = true), photos, the moderators' and the
 * poster's mail, with the submission key claimed. If the transaction fails, the photos this
 * request stored are removed again.
 */
export interface SubletCreateDeps extends Omit<FormEndpointDeps, 'now'> {
  now?: () => Date;
  getAppSecret?: () => string;
  newSubletId?: () => string;
  newAssetKey?: () => string;
  preparePhoto?: (bytes: Buffer, fileName: string) => Promise<Buffer>;
  maxBodyBytes?: number;
}

export function newSubletId(): string {
  return `sub_${randomBytes(12).toString('base64url')}`;
}

/** The multipart fields as the schema reads them: text as text, tick boxes as booleans, files as `{ name, size }`. */
function formToInput(form: FormData): { input: Record<string, unknown>; files: File[]; honeypot: Record<string, unknown> } {
  const input: Record<string, unknown> = {};
  const single = (name: string): unknown => {
    const values = form.getAll(name);
    if (values.length === 0) return undefined;
    if (values.length > 1) return values.map((value) => (typeof value === 'string' ? value : {}));
    const [value] = values;
    return typeof value === 'string' ? value : {};
  };
  for (const name of [...SUBLET_TEXT_FIELDS, 'captchaResponse'] as const) input[name] = single(name);
  for (const name of SUBLET_FLAG_FIELDS) {
    const value = single(name);
    if (typeof value !== 'string') input[name] = value;
    else if (/^(true|on|1|yes)$/i.test(value.trim())) input[name] = true;
    else if (/^(false|off|0|no)$/i.test(value.trim())) input[name] = false;
    else input[name] = value.trim() === '' ? undefined : value;
  }
  const images = form.getAll('images');
  const files = images.filter((value): value is File => typeof value !== 'string');
  input.images = images.map((value) => (typeof value === 'string' ? value : { name: value.name || 'image', size: value.size }));
  return { input, files, honeypot: { website: single('website') } };
}

/** Names the endpoint's submission keys (lib/http/submission-key.ts). */
const SUBMISSION_ENDPOINT = 'sublet-create';

function posted(assetKey: string): Response {
  return Response.json({ assetKey, message: SUBLET_POSTED_MESSAGE }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
}

function replayed(assetKey: string): Response {
  log.info('form.replayed', { endpoint: SUBMISSION_ENDPOINT });
  return posted(assetKey);
}

export function createSubletCreateEndpoint(deps: SubletCreateDeps = {}) {
  const getConfig = deps.getConfig ?? defaultGetConfig;
  const getDb = deps.getDb ?? defaultGetDb;
  const getAppSecret = deps.getAppSecret ?? defaultGetAppSecret;
  const kickDelivery = deps.kickDelivery ?? kickMailDelivery;
  const now = deps.now ?? (() => new Date());
  const makeId = deps.newSubletId ?? newSubletId;
  const makeKey = deps.newAssetKey ?? generateAssetKey;
  const preparePhoto = deps.preparePhoto ?? prepareSubletPhoto;
  const maxBodyBytes = deps.maxBodyBytes ?? MAX_SUBLET_BODY_BYTES;

  return async function handleCreateSublet(request: Request): Promise<Response> {
    let config: ServerConfig | null = null;
    const written: string[] = [];
    let db: Db | null = null;
    try {
      config = getConfig();
      const limiter = deps.rateLimiter ?? endpointRateLimiter('sublet-create', SUBLET_CREATE_LIMITS, config.rateLimitFactor);
      const limited = await clientLimitRefusal(limiter, clientAddress(request.headers, config.trustProxyHops));
      if (limited) {
        log.warn('sublet.create.rate_limited', {});
        return limited;
      }

      const submissionKey = readSubmissionKey(request.headers);
      if (!submissionKey.ok) return jsonError(400, submissionKey.message);
      const body = await readMultipartForm(request, maxBodyBytes);
      if (!body.ok) return jsonError(body.status, body.message);
      const { input, files, honeypot } = formToInput(body.form);
      if (isHoneypotFilled(honeypot)) {
        log.info('form.honeypot', { endpoint: 'sublet-create' });
        // A bot gets what a poster gets, and nothing is stored.
        return posted(makeKey());
      }

      const result = await validateSubmission(subletSchema({ requireCaptcha: config.recaptcha !== null, today: () => siteDay(now()) }), input);
      if (!result.ok) {
        // The same post again, no longer passing the checks it passed then (sent again after
        // midnight, its Available To day now past): answered as the first. Bad input stays a 400
        // while the database cannot be asked.
        const { key } = submissionKey;
        const stored = key !== null && (await getDb().then((store) => isSubmissionStored(store, SUBMISSION_ENDPOINT, key)).catch(() => false));
        if (stored) return replayed(assetKeyForSubmission(getAppSecret(), key));
        const onlyCaptcha = Object.keys(result.errors).every((field) => field === 'captchaResponse');
        return jsonError(400, onlyCaptcha ? SUBLET_CAPTCHA_MESSAGE : FIX_FIELD_ERRORS_MESSAGE, result.errors);
      }
      const { images: _images, captchaResponse, ...rest } = result.value;
      const fields: SubletFields = { ...rest, address: withCitySuffix(rest.address) };

      db = await getDb();
      const assetKey = submissionKey.key === null ? makeKey() : assetKeyForSubmission(getAppSecret(), submissionKey.key);
      // The same post again (its answer was lost): answered as the first, whatever its captcha
      // token (used by then), before its photos cost anything.
      if (await isSubmissionStored(db, SUBMISSION_ENDPOINT, submissionKey.key)) return replayed(assetKey);
      const captcha = await verifyCaptcha(db, { token: captchaResponse, action: CAPTCHA_ACTIONS.subletPost }, { ...deps.captcha, recaptcha: config.recaptcha });
      const captchaUnavailable = !captcha.ok && captcha.reason === 'unavailable';
      if (!captcha.ok && !captchaUnavailable) {
        log.warn('form.captcha_failed', { endpoint: 'sublet-create', reason: captcha.reason });
        return jsonError(400, SUBLET_CAPTCHA_MESSAGE, { captchaResponse: SUBLET_CAPTCHA_MESSAGE });
      }
      const overall = await overallLimitRefusal(limiter);
      if (overall) {
        log.warn('sublet.create.rate_limited_overall', {});
        return overall;
      }

      // Every image checked and re-encoded in memory first: a refused one leaves nothing behind.
      const prepared: Buffer[] = [];
      for (const file of files) {
        try {
          prepared.push(await preparePhoto(Buffer.from(await file.arrayBuffer()), file.name || 'image'));
        } catch (error) {
          if (error instanceof PhotoRejectedError) return jsonError(415, FIX_FIELD_ERRORS_MESSAGE, { images: error.message });
          throw error;
        }
      }
      const photos: NewSubletPhoto[] = [];
      for (const bytes of prepared) {
        const stored = await saveAssetBytes(db, bytes);
        written.push(stored.storageKey);
        photos.push(stored);
      }

      const id = makeId();
      const receivedAt = now();
      const approvalUrl = `${config.siteUrl}${subletApprovalPath(signApprovalToken(id, getAppSecret(), receivedAt))}`;
      const toModerators = moderatorMail(fields, { approvalUrl, photoCount: photos.length, receivedAt });
      const toPoster = posterMail(fields, { manageUrl: `${config.siteUrl}${subletManagePath(assetKey)}` });
      const mails: OutboxMail[] = [
        { kind: 'sublet-posted', to: [config.inquiriesEmail], replyTo: fields.email, ...toModerators, subject: captchaNote(toModerators.subject, !captchaUnavailable), subletId: id },
        { kind: 'sublet-manage-link', to: [fields.email], replyTo: null, ...toPoster, subletId: id },
      ];
      const sublet = { id, assetKeyHash: hashAssetKey(assetKey), fields, photos, createdDate: receivedAt };
      const stored = await storeOnce(db, { endpoint: SUBMISSION_ENDPOINT, key: submissionKey.key, now: receivedAt }, (store) =>
        insertSubletWithPhotos(store, sublet, mails),
      );
      if (stored.replayed) {
        // The same post, sent twice at once, was stored by the other request: these photos are unused.
        await removeUnusedPhotos(db, written);
        return replayed(assetKey);
      }
      written.length = 0;
      log.info('sublet.created', { id, photos: photos.length });
      void kickDelivery();
      return posted(assetKey);
    } catch (error) {
      log.error('sublet.create.failed', error);
      if (written.length && db) await removeUnusedPhotos(db, written);
      return failureAnswer(error, SUBLET_POST_FAILED_MESSAGE);
    }
  };
}

/** Removes the photos this request stored that no asset row uses (the transaction did not commit). */
async function removeUnusedPhotos(db: Db, storageKeys: string[]): Promise<void> {
  try {
    await deleteUnusedAssets(db, storageKeys);
  } catch (error) {
    log.error('sublet.create.cleanup_failed', error);
  }
}
