/**
 * Pages that could not be made because the database could not be reached (an outage, a restart,
 * a frozen server: lib/data/unavailable.ts). They go out 503 with Retry-After, as the forms'
 * answers do, instead of Next's 500: the visitor is told it passes, and a search engine that
 * calls then keeps the page it has (docs/deploy.md, "When the database is down").
 *
 * Next reports a page's error to instrumentation.ts's onRequestError, with the request's headers,
 * not to the server in front of it (server/site-server.ts), which sets the status. The server
 * numbers each request in SITE_REQUEST_HEADER; onRequestError notes the number here before the
 * error page's status is written. Next bundles its own copy of this file, so the notes live on
 * `globalThis` under a registered symbol, which both copies share.
 */

/** The digest a page's error carries to the browser's error page when the database was the cause. */
export const DATABASE_UNAVAILABLE_DIGEST = 'DATABASE_UNAVAILABLE';

/** The request's number, set by the site's server over whatever a client sent. */
export const SITE_REQUEST_HEADER = 'x-site-request';

const NOTES = Symbol.for('limestone-lane.pages-without-database');
/** A note no response takes (an error reported after its response ended) is let go past this many. */
const MOST_NOTES = 1000;

function notes(): Set<string> {
  const store = globalThis as { [NOTES]?: Set<string> };
  store[NOTES] ??= new Set();
  return store[NOTES];
}

/** Notes that the request with these headers failed for want of the database. */
export function noteWithoutDatabase(headers: Record<string, string | string[] | undefined>): void {
  const id = headers[SITE_REQUEST_HEADER];
  if (typeof id !== 'string') return;
  const noted = notes();
  noted.add(id);
  if (noted.size > MOST_NOTES) noted.delete(noted.values().next().value as string);
}

/** Whether the request failed for want of the database; its note is dropped. */
export function takeWithoutDatabase(id: string): boolean {
  return notes().delete(id);
}
