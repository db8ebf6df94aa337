import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The moderators' approval link (CONTRACTS §7): `/sublets/approve/{token}` where the token is
 * `{subletId}.{signature}` and the signature is HMAC-SHA256(APP_SECRET, 'sublet-approval:v1:' + id),
 * base64url. Sublet ids are `[A-Za-z0-9_-]`, so the token is URL-safe as it is. Verification
 * recomputes the signature and compares in constant time; a token names exactly one sublet.
 */
const PURPOSE = 'sublet-approval:v1:';
const ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function sign(subletId: string, secret: string): Buffer {
  if (!secret) throw new Error('The approval token needs a secret');
  return createHmac('sha256', secret).update(`${PURPOSE}${subletId}`, 'utf8').digest();
}

export function signApprovalToken(subletId: string, secret: string): string {
  if (!ID_PATTERN.test(subletId)) throw new Error(`Not a sublet id: ${subletId}`);
  return `${subletId}.${sign(subletId, secret).toString('base64url')}`;
}

/** The sublet id the token was signed for, or null when the token is malformed or forged. */
export function verifyApprovalToken(token: string, secret: string): string | null {
  if (typeof token !== 'string' || token.length > 300) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const subletId = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (!ID_PATTERN.test(subletId) || !SIGNATURE_PATTERN.test(signature)) return null;
  // Compared as text: the canonical encoding only (base64 decoders ignore a last character's spare bits).
  const expected = Buffer.from(sign(subletId, secret).toString('base64url'), 'ascii');
  const given = Buffer.from(signature, 'ascii');
  return given.length === expected.length && timingSafeEqual(given, expected) ? subletId : null;
}
