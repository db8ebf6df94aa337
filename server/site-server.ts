import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { forwardedForHeader } from '../lib/http/client-address';
import { pageCacheControl } from '../lib/http/page-caching';
import { SITE_REQUEST_HEADER, takeWithoutDatabase } from '../lib/http/pages-without-database';
import { encodedPath, mendedPagePath } from '../lib/domain/page-address';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/http/responses';
import { log } from '../lib/log';
import { securityHeaders, type SecurityOptions } from '../lib/security/headers';
import { privatePageHeaders } from '../lib/security/private-pages';
import type { Middleware, PrecompressedFiles } from './compression';
import { writeErrorText } from './error-document';
import { standInForUnroutableMethod, type MethodRefusals } from './request-methods';
import { answerUnclearTarget, originForm } from './request-target';
import type { StaticFileRefusals } from './static-files';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface SiteServerOptions {
  /** Reverse proxies in front whose X-Forwarded-For entries are trusted (TRUST_PROXY). */
  trustProxyHops: number;
  security: SecurityOptions;
  /** Next's request handler (or any handler, in tests). */
  handle: RequestHandler;
  /**
   * Whether an `/_next/image` request's source still exists (lib/storage/optimized-images.ts);
   * when it does not, the request is answered 404 here, before Next's cache of copies is read.
   */
  imageSourceExists?: (requestUrl: string) => Promise<boolean>;
  /** The build's scripts and stylesheets compressed ahead (server/compression.ts). */
  precompressed?: PrecompressedFiles;
  /** The build's and public/'s files, for the requests Next would answer 500 (server/static-files.ts). */
  staticFiles?: StaticFileRefusals;
  /** The methods pages and the other route handlers outside the API refuse (server/request-methods.ts). */
  methods?: MethodRefusals;
  /** Compresses the other responses (server/compression.ts); Next's own compression is off. */
  compress?: Middleware;
}

const NOT_FOUND_BODY = JSON.stringify({ message: 'Not found' });
const UNAVAILABLE_BODY = JSON.stringify({ message: 'Pictures are unavailable right now. Please try again shortly.' });

/** Headers only a proxy may set; a client's own are dropped when no proxy is trusted. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

/**
 * The site's HTTP server, in front of Next's handler. It does what Next's own server cannot:
 * - X-Forwarded-For is rewritten from the socket: Next only fills it when a request has none, and a
 *   route handler cannot see the socket, so without this a client would choose its own rate-limit
 *   key by sending the header (lib/http/client-address.ts reads what this writes);
 * - the security headers (lib/security) go on every response, with the stricter ones of the pages
 *   whose URL holds a secret. Doing this here rather than in a Next proxy keeps Next from buffering
 *   and cutting every request body at 10 MB, which broke sublet posts with several phone photos;
 * - an `/_next/image` copy of a deleted asset answers 404: Next serves copies from its cache
 *   without looking at the source again, so the check has to come before Next;
 * - a path that does not decode gets the 404 page (under /api the API's JSON 404) instead of
 *   Next's bare 500, and a static file's request that Next would answer 500 gets the status it
 *   calls for (server/static-files.ts);
 * - a method a page or a route does not take gets a 405 with `Allow`, where Next would answer a
 *   500, an empty 400 or the page itself (server/request-methods.ts); a target that is not a path
 *   (`*`, `http://host/path`) or two Host headers are answered or routed as HTTP says
 *   (server/request-target.ts);
 * - responses go out Brotli-compressed to clients that take it (Next's own compression is gzip);
 * - the public pages Next sends `no-store` go out `private, no-cache` (lib/http/page-caching.ts);
 * - a page that failed for want of the database goes out 503 with Retry-After, not 500
 *   (lib/http/pages-without-database.ts);
 * - a page's failure document carries the error page's words, for a browser without scripts
 *   (server/error-document.ts);
 * - a page's address with the end of a sentence stuck to it, or capitals in the site's own words
 *   (`/floorplans/kirkwood-iris).`, `/Sublets`), is sent on to the page
 *   (lib/domain/page-address.ts).
 */
/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle
 * timeout of the clients that reuse connections (load balancers keep them 60 s; test clients and
 * browsers reuse them too): a request sent on a connection the server is just closing fails with
 * ECONNRESET. Longer than 60 s, the server is never the side that closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function createSiteServer({ trustProxyHops, security, handle, imageSourceExists, precompressed, staticFiles, methods, compress }: SiteServerOptions): Server {
  const siteHeaders = Object.entries(securityHeaders(security));
  let requestCount = 0;
  const server = createServer((request, response) => {
    requestCount += 1;
    const requestId = String(requestCount);
    request.headers[SITE_REQUEST_HEADER] = requestId;
    request.headers['x-forwarded-for'] = forwardedForHeader(request.headers['x-forwarded-for'], request.socket.remoteAddress, trustProxyHops);
    if (trustProxyHops === 0) for (const name of PROXY_HEADERS) delete request.headers[name];

    for (const [name, value] of siteHeaders) response.setHeader(name, value);
    if (answerUnclearTarget(request, response)) return;
    request.url = originForm(request.url ?? '/');
    const path = decodedPath(request.url);
    const mended = path === null ? null : mendedPagePath(path);
    for (const [name, value] of Object.entries(privatePageHeaders(mended ?? path ?? rawPath(request.url)))) response.setHeader(name, value);
    if (mended !== null && (request.method === 'GET' || request.method === 'HEAD')) return redirectTo(request, response, mended);
    // A path whose %-escapes do not decode (a link cut in the middle of one) names no page. Next
    // answered it with a bare 500 when a dynamic segment held the escape; it gets the 404 page,
    // or under /api the API's JSON 404 (app/api/[[...path]]/route.ts).
    if (path === null) request.url = rawPath(request.url).startsWith('/api/') ? UNREADABLE_API_TARGET : UNREADABLE_PATH_TARGET;
    // Next also serves its own error page at an address of its own, with status 500. No link
    // leads there, and a 5xx for a URL anyone can type would read as an outage: it is a 404.
    else if (path === NEXT_ERROR_PAGE_PATH) request.url = UNREADABLE_PATH_TARGET;
    standInForUnroutableMethod(request, path ?? rawPath(request.url));
    shapeResponseHead(request, response, path, requestId);

    const respond = async () => {
      if (path !== null && precompressed?.(request, response, path)) return;
      if (path !== null && staticFiles?.(request, response, path)) return;
      if (path !== null && methods?.(request, response, path)) return;
      compress?.(request, response, () => {});
      writeErrorText(request, response);
      if (imageSourceExists && request.url?.includes('/_next/image')) {
        let exists: boolean;
        try {
          exists = await imageSourceExists(request.url);
        } catch (error) {
          // The asset store (the database) is unreachable: a temporary failure, not a 500.
          log.error('server.image_source_check_failed', error);
          return answer(503, UNAVAILABLE_BODY, { 'Retry-After': '10' });
        }
        if (!exists) return answer(404, NOT_FOUND_BODY);
      }
      await handle(request, response);
    };
    const answer = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body), ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    respond().catch((error: unknown) => {
      log.error('server.request_failed', error, { method: request.method });
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end();
      } else {
        response.destroy();
      }
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Must exceed keepAliveTimeout, or a slow request's headers on a reused connection are cut.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}

/**
 * As the response's headers go out: a failure for want of the database becomes 503 with
 * Retry-After; a page Next sent `no-store` gets its Cache-Control (lib/http/page-caching.ts).
 */
function shapeResponseHead(request: IncomingMessage, response: ServerResponse, path: string | null, requestId: string): void {
  const writeHead = response.writeHead;
  response.writeHead = function withSiteHead(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (args[0] >= 500 && takeWithoutDatabase(requestId)) {
      args[0] = 503;
      // The reason phrase goes with the new status, whether Next gave one or left it to Node.
      (args as unknown[]).splice(1, typeof args[1] === 'string' ? 1 : 0, 'Service Unavailable');
      this.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    const header = (name: string) => String(this.getHeader(name) ?? '');
    const cacheControl =
      path !== null &&
      pageCacheControl({
        method: request.method,
        path,
        rsc: request.headers.rsc !== undefined,
        status: args[0],
        contentType: header('content-type'),
        cacheControl: header('cache-control'),
      });
    if (cacheControl) this.setHeader('Cache-Control', cacheControl);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/** Sends the visitor on to a page's own address, with the request's query. */
function redirectTo(request: IncomingMessage, response: ServerResponse, path: string): void {
  const query = (request.url ?? '').slice(rawPath(request.url).length);
  const location = encodedPath(path) + query;
  const body = `Redirecting to ${location}`;
  // Permanent: the loose address always names that page. An hour's cache bounds a mistake.
  response.writeHead(308, { Location: location, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'max-age=3600', 'Content-Length': Buffer.byteLength(body) });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A path no route matches: Next answers it with the site's 404 page. */
export const UNREADABLE_PATH_TARGET = '/404';
/** The address of Next's built-in page for an error in the root layout (app/global-error.tsx). */
export const NEXT_ERROR_PAGE_PATH = '/_global-error';
/** An API path no endpoint matches: the API's JSON 404. */
export const UNREADABLE_API_TARGET = '/api/404';

function rawPath(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

/** The request's path decoded, or null when its %-escapes do not decode. */
function decodedPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent(rawPath(url));
  } catch {
    return null;
  }
}
