import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ASSET_KEY_PATTERN } from '../domain/routes';

/**
 * The private asset key of a sublet: the poster's only way to manage it (docs/product.md: anyone with the
 * key may delete it). 256 random bits, base64url (43 characters). The database keeps only its
 * SHA-256 (hex); a key is looked up by that hash and the stored hash compared in constant time.
 */
export const ASSET_KEY_BYTES = 32;
const HASH_PATTERN = /^[0-9a-f]{64}$/;

export function generateAssetKey(): string {
  return randomBytes(ASSET_KEY_BYTES).toString('base64url');
}

/**
 * The asset key of a post sent with a submission key (lib/http/submission-key.ts): derived from
 * it with the site's secret, so that a post sent again after a lost answer is answered with the
 * same key, and the database still keeps only the key's hash. Whoever holds the submission key
 * can get the asset key by sending the post again; it never leaves the poster's browser.
 */
export function assetKeyForSubmission(secret: string, submissionKey: string): string {
  return createHmac('sha256', secret).update(`sublet-asset-key\0${submissionKey}`, 'utf8').digest('base64url');
}

/** Whether the text has the shape of a key this site issues (43 base64url characters). */
export function isAssetKeyShaped(value: string): boolean {
  return ASSET_KEY_PATTERN.test(value);
}

/** SHA-256 of the key, hex. Keys are high-entropy, so a plain hash (no salt, no stretching) suffices. */
export function hashAssetKey(assetKey: string): string {
  return createHash('sha256').update(assetKey, 'utf8').digest('hex');
}

/** Whether `assetKey` hashes to `storedHash`, compared in constant time. */
export function assetKeyMatches(assetKey: string, storedHash: string | null | undefined): boolean {
  if (!storedHash || !HASH_PATTERN.test(storedHash)) return false;
  const given = Buffer.from(hashAssetKey(assetKey), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
