import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of a message under the app secret, base64url (43 characters): signs mailed links. */
export function signMessage(message: string, secret: string): string {
  if (!secret) throw new Error('A signed link needs a secret');
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64url');
}

/** Compared as text in constant time: the canonical encoding only (decoders ignore a last character's spare bits). */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'ascii');
  const b = Buffer.from(expected, 'ascii');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a base64url HMAC-SHA256 signature looks like. */
export const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
