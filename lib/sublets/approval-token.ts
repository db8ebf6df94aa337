import { sameSignature, signMessage as sign, SIGNATURE_PATTERN } from '../security/signature';

/**
 * The moderators' approval link: `/sublets/approve/{token}` where the token is
 * `{subletId}.{issued}.{signature}`: `issued` is when the link was made (Unix seconds, base 36)
 * and the signature is HMAC-SHA256(APP_SECRET, 'sublet-approval:v2:{subletId}.{issued}'),
 * base64url. The time is signed, so a link cannot be made younger; the link stops working
 * 14 days after it (lib/domain/sublet-retention.ts). Sublet ids are `[A-Za-z0-9_-]`, so the
 * token is URL-safe as it is. Verification recomputes the signature and compares in constant
 * time; a token names exactly one sublet.
 *
 * Links mailed before the time was added (`{subletId}.{signature}`, purpose v1) still verify;
 * they carry no time, and the sublet's posting time stands in for it (it was mailed then).
 */
const PURPOSE = 'sublet-approval:v2:';
const LEGACY_PURPOSE = 'sublet-approval:v1:';
const ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
const ISSUED_PATTERN = /^[0-9a-z]{1,10}$/;

export interface ApprovalClaim {
  subletId: string;
  /** When the link was made; null for a link of the earlier format (use the sublet's posting time). */
  issuedAt: Date | null;
}

export function signApprovalToken(subletId: string, secret: string, issuedAt: Date = new Date()): string {
  if (!ID_PATTERN.test(subletId)) throw new Error(`Not a sublet id: ${subletId}`);
  const seconds = Math.floor(issuedAt.getTime() / 1000);
  if (!Number.isSafeInteger(seconds) || seconds < 0) throw new Error('Not a time for an approval link');
  const issued = seconds.toString(36);
  return `${subletId}.${issued}.${sign(`${PURPOSE}${subletId}.${issued}`, secret)}`;
}

/** What a genuine token says, or null when the token is malformed or forged. Says nothing of its age. */
export function verifyApprovalToken(token: string, secret: string): ApprovalClaim | null {
  if (typeof token !== 'string' || token.length > 300) return null;
  const parts = token.split('.');
  if (parts.length === 3) {
    const [subletId = '', issued = '', signature = ''] = parts;
    if (!ID_PATTERN.test(subletId) || !ISSUED_PATTERN.test(issued) || !SIGNATURE_PATTERN.test(signature)) return null;
    if (!sameSignature(signature, sign(`${PURPOSE}${subletId}.${issued}`, secret))) return null;
    return { subletId, issuedAt: new Date(Number.parseInt(issued, 36) * 1000) };
  }
  if (parts.length === 2) {
    const [subletId = '', signature = ''] = parts;
    if (!ID_PATTERN.test(subletId) || !SIGNATURE_PATTERN.test(signature)) return null;
    if (!sameSignature(signature, sign(`${LEGACY_PURPOSE}${subletId}`, secret))) return null;
    return { subletId, issuedAt: null };
  }
  return null;
}
