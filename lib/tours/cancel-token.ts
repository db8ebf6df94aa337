import { sameSignature, signMessage, SIGNATURE_PATTERN } from '../security/signature';

/**
 * The link that cancels a tour, mailed to the visitor: `/tours/cancel/{token}` where the token is
 * `{bookingId}.{signature}`, the signature being HMAC-SHA256(APP_SECRET, 'tour-cancel:v1:{bookingId}')
 * in base64url. It names one booking and cannot be guessed for another; it works once, because
 * cancelling sets the booking's `cancelled_at` and a cancelled booking is never cancelled again.
 */
const PURPOSE = 'tour-cancel:v1:';
const ID_PATTERN = /^[1-9]\d{0,9}$/;

export function signTourCancelToken(bookingId: number, secret: string): string {
  if (!Number.isSafeInteger(bookingId) || bookingId < 1) throw new Error(`Not a booking id: ${bookingId}`);
  return `${bookingId}.${signMessage(`${PURPOSE}${bookingId}`, secret)}`;
}

/** The booking id a genuine token names, or null when it is malformed or forged. */
export function verifyTourCancelToken(token: string, secret: string): number | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const [id = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !ID_PATTERN.test(id) || !SIGNATURE_PATTERN.test(signature)) return null;
  if (!sameSignature(signature, signMessage(`${PURPOSE}${id}`, secret))) return null;
  const bookingId = Number(id);
  return bookingId <= 2_147_483_647 ? bookingId : null;
}
