import type { IncomingMessage, ServerResponse } from 'node:http';

/** An absolute-form target: a scheme and "//" where a path's "/" would be. */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * The request's target as a path and query, which is what Next routes. HTTP/1.1 also allows the
 * absolute form (`GET http://host/path`, what a client sends to a proxy), which an origin server
 * must take as its path; Next answered it with a redirect to the URL itself, whatever host it
 * named. Anything else is returned as it is.
 */
export function originForm(target: string): string {
  if (!ABSOLUTE_FORM.test(target)) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return target;
  }
}

/** How many Host headers the request has. */
function hostCount(request: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2) if (request.rawHeaders[i]!.toLowerCase() === 'host') count += 1;
  return count;
}

/**
 * The methods some resource of the site takes, named by `OPTIONS *`: a page takes GET, HEAD and
 * POST (docs/http-api.md), an API route one or more of GET, POST and DELETE, and each OPTIONS.
 * request-target.test.ts checks the list against the methods the routes under app/ export.
 */
export const SERVER_METHODS = 'DELETE, GET, HEAD, OPTIONS, POST';

/**
 * Answers a request that names no resource Next could serve, and returns true:
 * - the target `*` (the server as a whole): OPTIONS gets an empty 204 whose `Allow` names the
 *   methods of the server as a whole, any other method's request is malformed (400); Next
 *   answered each with a 500;
 * - two Host headers: a proxy in front and this server could each take a different one, so HTTP
 *   requires a 400 (Node keeps the first).
 */
export function answerUnclearTarget(request: IncomingMessage, response: ServerResponse): boolean {
  const oneHost = hostCount(request) <= 1;
  if (oneHost && request.url !== '*') return false;
  if (oneHost && request.method === 'OPTIONS') {
    response.writeHead(204, { Allow: SERVER_METHODS, 'Cache-Control': 'no-store' });
    response.end();
    return true;
  }
  response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : 'Bad Request');
  return true;
}
