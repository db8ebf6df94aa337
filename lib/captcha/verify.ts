import 'server-only';
import type { ServerConfig } from '../config';
import type { Db } from '../data/db';
import { claimCaptchaToken } from './used-tokens';

/**
 * reCAPTCHA v3 verification on the server (docs/configuration.md).
 * With no keys configured every submission passes (start-up logs a warning). With keys, the
 * token must be present, verify at RECAPTCHA_VERIFY_URL (form POST of secret and response),
 * report success, a score at or above RECAPTCHA_MIN_SCORE and the form's action, and must not
 * have been used before.
 */
export type CaptchaFailure = 'missing' | 'rejected' | 'low-score' | 'wrong-action' | 'reused' | 'unavailable';

export type CaptchaResult = { ok: true; skipped: boolean } | { ok: false; reason: CaptchaFailure };

export interface VerifyCaptchaOptions {
  /** The reCAPTCHA settings; null = no captcha on this site. */
  recaptcha: ServerConfig['recaptcha'];
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

interface SiteVerifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

export async function verifyCaptcha(
  db: Db,
  { token, action }: { token: string; action: string },
  { recaptcha, fetchImpl = fetch, timeoutMs = 5_000, now = () => new Date() }: VerifyCaptchaOptions,
): Promise<CaptchaResult> {
  if (!recaptcha) return { ok: true, skipped: true };
  if (!token) return { ok: false, reason: 'missing' };

  let answer: SiteVerifyAnswer;
  try {
    const response = await fetchImpl(recaptcha.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: recaptcha.secretKey, response: token }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    answer = (await response.json()) as SiteVerifyAnswer;
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  if (!answer || typeof answer !== 'object' || answer.success !== true) return { ok: false, reason: 'rejected' };
  if (typeof answer.score !== 'number' || !(answer.score >= recaptcha.minScore)) return { ok: false, reason: 'low-score' };
  if (answer.action !== action) return { ok: false, reason: 'wrong-action' };
  if (!(await claimCaptchaToken(db, token, now()))) return { ok: false, reason: 'reused' };
  return { ok: true, skipped: false };
}
