import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
// The module Next serves these files with (it bundles its own copy); its ETags and ranges match.
import send from 'send';
import { filesUnder } from '../scripts/build/precompress.mjs';
import { FILE_ALLOW, refuseMethod } from './request-methods';

/**
 * Answers the requests for the build's files (`/_next/static/…`) and `public/` that Next would
 * answer with a bare 500, and returns true; false leaves the request to Next. Next hands these
 * files to `send`, and when `send` refuses a request (a method other than GET or HEAD, a failed
 * If-Match or If-Unmodified-Since, a range past the end of the file) Next renders an error page
 * for that status, which a build of App Router pages does not have. A range past the end is what
 * a video player asks for when the file changed since it stored part of it. `path` is the
 * request's decoded path.
 */
export type StaticFileRefusals = (request: IncomingMessage, response: ServerResponse, path: string) => boolean;

/** Where Next serves the build's files (.next/static). */
export const BUILD_PREFIX = '/_next/static/';
/**
 * What Next sends with the build's files (a file's name changes with its content); `send` gives
 * public files its own default.
 */
export const BUILD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * Request headers whose answer depends on the file as it is on disk (its bytes, ETag or date): a
 * range and the preconditions but If-None-Match. `send` may refuse a GET or HEAD for them.
 */
export const FILE_CONDITION_HEADERS = ['range', 'if-match', 'if-unmodified-since'];

/** A file as `send` takes it: its path under the directory it is served from. */
interface ServedFile {
  root: string;
  relative: string;
}

/** The files under `root`, by the URL path they are served at (`prefix` + their path). */
function servedFiles(root: string, prefix: string): Map<string, ServedFile> {
  return new Map(
    filesUnder(root).map((file) => {
      const relative = file.split(path.sep).join('/');
      return [prefix + relative, { root, relative }];
    }),
  );
}

/** Reads which files there are once, at start: a production build's files do not change. */
export function staticFileRefusals(staticDir: string, publicDir: string): StaticFileRefusals {
  const files = new Map([...servedFiles(publicDir, '/'), ...servedFiles(staticDir, BUILD_PREFIX)]);
  return (request, response, requestPath) => {
    const file = files.get(requestPath);
    if (!file) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      refuseMethod(request, response, FILE_ALLOW);
      return true;
    }
    if (!FILE_CONDITION_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
    // Such a request is served here whole, by `send` as Next calls it, and its refusals answered.
    if (requestPath.startsWith(BUILD_PREFIX)) response.setHeader('Cache-Control', BUILD_CACHE_CONTROL);
    // `send` decodes the path it is given, and refuses one with a dot-directory (.next) in it
    // unless that part is its root.
    const encoded = file.relative.split('/').map(encodeURIComponent).join('/');
    send(request, encoded, { root: file.root, etag: true })
      .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
        // Reading the file failed midway (it was replaced): the answer cannot be mended.
        if (response.headersSent) return response.destroy();
        const status = error.status ?? 500;
        response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...error.headers });
        response.end(request.method === 'HEAD' ? undefined : String(status));
      })
      .pipe(response);
    return true;
  };
}
