/**
 * Pages whose URL holds a secret: the sublet manage page `/sublets/{assetKey}` (the asset key),
 * the moderators' confirmation page `/sublets/approve/{token}` and the tour cancel page
 * `/tours/cancel/{token}` (signed tokens). Their
 * responses send no Referer anywhere (`Referrer-Policy: no-referrer`, instead of the site's
 * strict-origin-when-cross-origin) and tell crawlers not to index them. Pure; applied by
 * server/site-server.ts after the site-wide security headers.
 */
const MANAGE_PAGE = /^\/sublets\/(?!new\/?$)[^/]+\/?$/;
const APPROVAL_PAGE = /^\/sublets\/approve\/[^/]+\/?$/;
const TOUR_CANCEL_PAGE = /^\/tours\/cancel\/[^/]+\/?$/;

export const PRIVATE_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
});

export function isPrivatePagePath(pathname: string): boolean {
  return MANAGE_PAGE.test(pathname) || APPROVAL_PAGE.test(pathname) || TOUR_CANCEL_PAGE.test(pathname);
}

/** The extra headers of a path's response ({} for every other page). */
export function privatePageHeaders(pathname: string): Record<string, string> {
  return isPrivatePagePath(pathname) ? { ...PRIVATE_PAGE_HEADERS } : {};
}
