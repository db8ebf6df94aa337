import { isPrivatePagePath } from '../security/private-pages';

/**
 * How the site's pages may be kept by the browser. Next sends every page it renders at each
 * request with NEXT_RENDERED_PAGE; `no-store` in it keeps a page out of Firefox's back/forward
 * cache, and out of Chromium's once a cookie has changed since the page was loaded (closing the
 * home page's special offer sets one: the home page was then loaded again on Back, measured
 * with Chromium's reason `CacheControlNoStoreCookieModified`). The public pages say the same
 * content to everyone and hold nothing of the visitor's, so they go out as PUBLIC_PAGE instead:
 * no shared cache keeps them, and the browser asks the server again before it reuses one, as
 * before. Pages whose URL holds a secret (lib/security/private-pages.ts) stay `no-store`.
 */
export const NEXT_RENDERED_PAGE = 'private, no-cache, no-store, max-age=0, must-revalidate';
export const PUBLIC_PAGE = 'private, no-cache';

export interface PageResponse {
  method: string | undefined;
  /** The decoded path. */
  path: string;
  /** The request asks for the page's React Server Components data (the `RSC` header): not a document. */
  rsc: boolean;
  status: number;
  contentType: string;
  cacheControl: string;
}

/** The Cache-Control a response goes out with instead of Next's, or null to leave it. */
export function pageCacheControl(response: PageResponse): string | null {
  const document = (response.method === 'GET' || response.method === 'HEAD') && !response.rsc && response.contentType.startsWith('text/html');
  if (!document || response.status !== 200 || response.cacheControl !== NEXT_RENDERED_PAGE) return null;
  if (response.path.startsWith('/api/') || response.path.startsWith('/_next/') || isPrivatePagePath(response.path)) return null;
  return PUBLIC_PAGE;
}
