/** The home special modal's closed-cookie (docs/product.md): set on close, lives one day. */
export const SPECIAL_CLOSED_COOKIE = 'homeSpecialClosed';
export const SPECIAL_CLOSED_MAX_AGE_SECONDS = 86400;
/** The modal opens this long after the page loads (docs/product.md#constants: 3 s). */
export const SPECIAL_MODAL_DELAY_MS = 3000;
/** While the visitor is busy in a field or another dialog, it waits this much longer. */
export const SPECIAL_MODAL_RETRY_MS = 2000;
/** The modal's code is fetched this long after load, a second before it is due (HomeSpecialModal.tsx). */
export const SPECIAL_MODAL_PREFETCH_MS = SPECIAL_MODAL_DELAY_MS - 1000;

/** The cookie's options: `Secure` when the page was served over https, so it never travels in clear. */
export function specialClosedCookieOptions(protocol: string) {
  return { maxAge: SPECIAL_CLOSED_MAX_AGE_SECONDS, path: '/', sameSite: 'lax' as const, secure: protocol === 'https:' };
}
