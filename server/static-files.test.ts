import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteServer, type RequestHandler } from './site-server';
import { staticFileRefusals } from './static-files';
import { stopGracefully } from './stop-gracefully';
import { securityOptionsFromEnv } from '../lib/security/headers';

const security = securityOptionsFromEnv({});
/** Stands for Next: whatever reaches it answers 299 "next". */
const next: RequestHandler = async (_request, response) => {
  response.writeHead(299);
  response.end('next');
};

let root: string;
let url: string;
let stop: () => Promise<unknown>;

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  mkdirSync(path.join(root, 'public', 'videos'), { recursive: true });
  // Under a dot-directory, as the build's files are.
  mkdirSync(path.join(root, '.next', 'static', 'chunks', 'app', '[id]'), { recursive: true });
  writeFileSync(path.join(root, 'public', 'videos', 'tour.webm'), 'hello');
  writeFileSync(path.join(root, '.next', 'static', 'chunks', 'app', '[id]', 'page.js'), 'console.log(1)');
  const server = createSiteServer({ trustProxyHops: 0, security, handle: next, staticFiles: staticFileRefusals(path.join(root, '.next', 'static'), path.join(root, 'public')) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stop = () => stopGracefully(server);
});

afterAll(async () => {
  await stop();
  rmSync(root, { recursive: true, force: true });
});

const VIDEO = '/videos/tour.webm';
const CHUNK = '/_next/static/chunks/app/%5Bid%5D/page.js';

describe('staticFileRefusals', () => {
  it.each([
    ['a plain GET goes to Next', 'GET', VIDEO, {}, 299, 'next'],
    ['a path that is no file goes to Next, whatever the method', 'POST', '/videos/other.webm', {}, 299, 'next'],
    ['another method on a file is refused with 405', 'POST', VIDEO, {}, 405, 'Method Not Allowed'],
    ['and so on a build file', 'DELETE', CHUNK, {}, 405, 'Method Not Allowed'],
    ['a range within the file is served', 'GET', VIDEO, { range: 'bytes=1-3' }, 206, 'ell'],
    ['a range past its end is refused with 416', 'GET', VIDEO, { range: 'bytes=999-' }, 416, '416'],
    ['a backwards range is refused with 416', 'GET', VIDEO, { range: 'bytes=3-1' }, 416, '416'],
    ['a range with a stale If-Range gets the whole file', 'GET', VIDEO, { range: 'bytes=999-', 'if-range': '"stale"' }, 200, 'hello'],
    ['a failed If-Match is refused with 412', 'GET', VIDEO, { 'if-match': '"nope"' }, 412, '412'],
    ['If-Match * is met', 'GET', VIDEO, { 'if-match': '*' }, 200, 'hello'],
    ['a file changed since If-Unmodified-Since is refused with 412', 'GET', VIDEO, { 'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT' }, 412, '412'],
    ['a build file, its escaped name decoded, in a range', 'GET', CHUNK, { range: 'bytes=0-6' }, 206, 'console'],
  ])('%s', async (_case, method, requestPath, headers, status, body) => {
    const response = await fetch(`${url}${requestPath}`, { method, headers });
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
    if (status === 405) expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('says the size in a 416, keeps the security headers, and sends a build file as immutable', async () => {
    const refused = await fetch(`${url}${VIDEO}`, { headers: { range: 'bytes=999-' } });
    expect(refused.headers.get('content-range')).toBe('bytes */5');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    const chunk = await fetch(`${url}${CHUNK}`, { headers: { range: 'bytes=0-0' } });
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toContain('javascript');
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${url}${VIDEO}`, { method: 'HEAD', headers: { range: 'bytes=999-' } });
    expect(response.status).toBe(416);
    expect(await response.text()).toBe('');
  });
});
