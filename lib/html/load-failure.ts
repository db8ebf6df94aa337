/**
 * Why a file of the page's code could not be fetched:
 * - 'updated': the server answers but no longer has the file. The page was opened before the site
 *   was deployed again, and the new build names its files differently (docs/deploy.md, "Pages
 *   opened before a deploy"). Only loading the page again helps.
 * - 'offline': the file could not be reached (no network, or the server did not answer). Trying
 *   again later may help.
 * - 'unavailable': the network works, but the server (or the proxy before it) answers with an
 *   error of its own (5xx): the visitor's connection is not the cause. Trying again later may help.
 */
export type LoadFailure = 'updated' | 'offline' | 'unavailable';

/**
 * The URL of the file that failed. Webpack's ChunkLoadError carries it as `request`; other
 * failures (an error thrown while the module ran) have none.
 */
export function failedFileOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const request = (error as { request?: unknown }).request;
  return typeof request === 'string' && request !== '' ? request : null;
}

/** Answers from the server that mean it does not have the file (any more). */
const GONE = new Set([404, 410]);

/**
 * Asks the server for the failed file again (HEAD, past the browser's cache) to tell them apart.
 * A failure without a file, or a file the server now answers with, counts as 'offline': trying
 * again is what can help then.
 */
export async function loadFailureOf(
  error: unknown,
  probe: (url: string, init: RequestInit) => Promise<Pick<Response, 'status'>> = (url, init) => fetch(url, init),
  online: () => boolean = () => navigator.onLine,
): Promise<LoadFailure> {
  const file = failedFileOf(error);
  if (!file || !online()) return 'offline';
  try {
    const answer = await probe(file, { method: 'HEAD', cache: 'no-store' });
    if (GONE.has(answer.status)) return 'updated';
    return answer.status >= 500 ? 'unavailable' : 'offline';
  } catch {
    return 'offline';
  }
}
