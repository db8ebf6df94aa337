import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import { BROTLI_SUFFIX, staticSources } from '../scripts/build/precompress.mjs';
import { BUILD_CACHE_CONTROL, BUILD_PREFIX, FILE_CONDITION_HEADERS } from './static-files';

/**
 * What the site sends compressed, and how (docs/performance.md, "Brotli"). Next compresses with
 * gzip only; phones accept Brotli, which makes the framework's scripts 15 % and a page's HTML
 * 20–25 % smaller than gzip does. Scripts and stylesheets never change under their names, so the
 * build compresses them once at Brotli's best quality (scripts/build/precompress.mjs); pages and
 * data are compressed as they are sent, at a quality as fast as gzip's.
 */

/** Brotli's quality for responses compressed as they are sent: as fast as gzip, 20 % smaller. */
export const RESPONSE_BROTLI_QUALITY = 5;

/** A Connect-style middleware: it wraps the response, then calls `next`. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Compresses what Next sends (its `compress` is off in next.config.mjs): Brotli, else gzip. Not a
 * part of a file (206): its Content-Range counts the file's own bytes, so a compressed part would
 * be a different stretch of bytes than the one it names, and a resumed download would be corrupt.
 */
export function responseCompression(): Middleware {
  const middleware = compression({
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: RESPONSE_BROTLI_QUALITY } },
    filter: (request, response) => response.statusCode !== 206 && compression.filter(request, response),
  });
  // Typed for Express, but it reads only Node's request and response, as Next's own use of it does.
  return middleware as unknown as Middleware;
}

/** The types of the build's files that scripts/build/precompress.mjs compresses. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

interface Precompressed {
  body: Buffer;
  etag: string;
  type: string;
}

/**
 * Answers a request for one of the build's scripts or stylesheets with its Brotli file, when the
 * client accepts Brotli and the build made one; returns false to leave the request to Next
 * (which sends the file gzip-compressed or as it is). `path` is the request's decoded path.
 */
export type PrecompressedFiles = (request: IncomingMessage, response: ServerResponse, path: string) => boolean;

/** Reads the Brotli files under `staticDir` (.next/static) once, at start. */
export function loadPrecompressedFiles(staticDir: string): PrecompressedFiles {
  const files = new Map<string, Precompressed>();
  for (const relative of staticSources(staticDir)) {
    const packed = path.join(staticDir, relative + BROTLI_SUFFIX);
    const type = CONTENT_TYPES[path.extname(relative)];
    if (!type || !existsSync(packed)) continue;
    const body = readFileSync(packed);
    const etag = `"br-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    files.set(BUILD_PREFIX + relative.split(path.sep).join('/'), { body, etag, type });
  }
  return (request, response, requestPath) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    // About the file as it is, not its Brotli form: left to Next (or server/static-files.ts).
    if (FILE_CONDITION_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
    const file = files.get(requestPath);
    if (!file || !acceptsBrotli(request.headers['accept-encoding'])) return false;
    response.setHeader('Content-Type', file.type);
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Cache-Control', BUILD_CACHE_CONTROL);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('ETag', file.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === file.etag)) {
      response.writeHead(304);
      response.end();
      return true;
    }
    response.writeHead(200, { 'Content-Length': file.body.length });
    response.end(request.method === 'HEAD' ? undefined : file.body);
    return true;
  };
}

/**
 * Whether an Accept-Encoding header takes Brotli before anything else: `br` (or `*`) with a
 * weight above 0 and not below gzip's.
 */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const br = weights.get('br') ?? weights.get('*') ?? 0;
  const gzip = weights.get('gzip') ?? weights.get('*') ?? 0;
  return br > 0 && br >= gzip;
}
