import { isDatabaseUnavailable } from '../data/unavailable';

/** JSON answers of the route handlers (docs/http-api.md): `{ message, errors? }`, never cached. */
const NO_STORE = { 'Cache-Control': 'no-store' };

export function jsonMessage(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ message }, { status, headers: { ...NO_STORE, ...headers } });
}

/** A 4xx for input the client can fix: `{ message, errors: { field: message } }`. */
export function jsonError(status: number, message: string, errors: Record<string, string> = {}, headers: Record<string, string> = {}): Response {
  return Response.json({ message, errors }, { status, headers: { ...NO_STORE, ...headers } });
}

/** Seconds a client is asked to wait before sending again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/**
 * The answer to a request that failed on the server, with the endpoint's own `message` (which
 * says to try again): 503 and Retry-After while the database cannot be reached (a restart, an
 * outage: it passes), else 500 (a fault of ours). The caller logs the error.
 */
export function failureAnswer(error: unknown, message: string): Response {
  if (isDatabaseUnavailable(error)) return jsonMessage(503, message, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
  return jsonMessage(500, message);
}

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

/** 429 with a plain message and Retry-After in seconds. */
export function tooManyRequests(retryAfterMs: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return jsonError(429, TOO_MANY_REQUESTS_MESSAGE, {}, { 'Retry-After': String(seconds) });
}

/**
 * For answers that carry no key and that a page's own scripts read (a sublet's photos, the tour
 * times, the analytics beacon's empty answer): never reused without asking the server again,
 * as with no-store, but the page that read one can still be kept by the browser's back/forward
 * cache. Chromium keeps a page sent `no-store` (Next's pages) only while no script of it has
 * received a `no-store` answer (docs/http-api.md).
 */
export const ASK_EACH_TIME = { 'Cache-Control': 'no-cache' };

export function noContent(headers: Record<string, string> = NO_STORE): Response {
  return new Response(null, { status: 204, headers });
}
