import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * The methods Next hands to a page or a route handler. Any other that Node parses (TRACE,
 * PROPFIND, QUERY…) Next answers with a 500 and an error in the log for a route handler, an
 * empty 400 for some, and for a page with the page itself.
 */
const NEXT_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * What a request to the API is handed to its route as when Next cannot route its method. No
 * route takes PATCH (app/api/route-methods.test.ts), so the route answers its own 405, with its
 * `Allow` and the API's JSON refusal (lib/http/other-methods.ts), and an unknown API path its 404.
 */
export const UNROUTABLE_METHOD_STAND_IN = 'PATCH';

/** The paths whose route handlers answer every method themselves: the API and stored pictures. */
export function isApiPath(requestPath: string): boolean {
  return requestPath === '/api' || requestPath.startsWith('/api/') || requestPath.startsWith('/assets/');
}

/** Hands an API request whose method Next cannot route to its route as the stand-in. */
export function standInForUnroutableMethod(request: IncomingMessage, requestPath: string): void {
  if (isApiPath(requestPath) && !NEXT_METHODS.has(request.method ?? '')) request.method = UNROUTABLE_METHOD_STAND_IN;
}

/** What a page takes: a form posted before its script has run reloads it (SubletForm). */
export const PAGE_ALLOW = 'GET, HEAD, POST';
/** What a file or a route handler outside the API (the sitemap, the icons, the preview pictures) takes. */
export const FILE_ALLOW = 'GET, HEAD';

/** Answers 405 with what the resource takes: HTTP asks a 405 to name it in `Allow`. */
export function refuseMethod(request: IncomingMessage, response: ServerResponse, allow: string): void {
  response.writeHead(405, { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : 'Method Not Allowed');
}

/**
 * Answers a request to a page or to a route handler outside the API whose method it does not take
 * (405 with `Allow`) and returns true; false leaves the request to Next. A path that names nothing
 * is left to Next too, which answers it with the 404 page whatever the method.
 */
export type MethodRefusals = (request: IncomingMessage, response: ServerResponse, path: string) => boolean;

interface Route {
  pattern: RegExp;
  allow: string;
}

/** `/floorplans/[id]/opengraph-image` as a regular expression of the paths it serves. */
function routePattern(route: string): RegExp {
  const parts = route.split('/').map((segment) => {
    if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.+)?';
    if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
    if (/^\[.+\]$/.test(segment)) return '/[^/]+';
    return segment === '' ? '' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  });
  return new RegExp(`^${parts.join('') || '/'}$`);
}

/**
 * Next's image optimizer. It asks for its source with the request's method, and answered a POST
 * with a 500 ("internal response is invalid") when the source refused it.
 */
export const IMAGE_OPTIMIZER_PATH = '/_next/image';

/**
 * From the build's list of pages and route handlers (`.next/app-path-routes-manifest.json`: the
 * file each path is served by, `…/page` or `…/route`), read once at start as a production build's
 * routes do not change, and the image optimizer. The API is left out: its routes answer other
 * methods themselves.
 */
export function methodRefusals(routes: Record<string, string>): MethodRefusals {
  const known: Route[] = Object.entries(routes)
    .filter(([, route]) => !route.startsWith('/_') && !isApiPath(route))
    .map(([file, route]) => ({ pattern: routePattern(route), allow: file.endsWith('/route') ? FILE_ALLOW : PAGE_ALLOW }));
  known.push({ pattern: routePattern(IMAGE_OPTIMIZER_PATH), allow: FILE_ALLOW });
  return (request, response, requestPath) => {
    const route = known.find(({ pattern }) => pattern.test(requestPath));
    if (!route || route.allow.split(', ').includes(request.method ?? '')) return false;
    refuseMethod(request, response, route.allow);
    return true;
  };
}

/** The refusals of the production build in `distDir` (.next). */
export function buildMethodRefusals(distDir: string): MethodRefusals {
  return methodRefusals(JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>);
}
