import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { precompressStatic } from '../scripts/build/precompress.mjs';
import { acceptsBrotli, loadPrecompressedFiles, responseCompression } from './compression';
import { createSiteServer, type RequestHandler } from './site-server';
import { stopGracefully } from './stop-gracefully';
import { securityOptionsFromEnv } from '../lib/security/headers';

const security = securityOptionsFromEnv({});
const SCRIPT = `self.chunk=${JSON.stringify('function component(){return "a card"}'.repeat(300))};`;
const PAGE = `<!doctype html><main>${'<article><h2>The Iris</h2><p>2 beds, 2 baths</p></article>'.repeat(200)}</main>`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: Node's fetch would decompress the body and hide the encoding. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('acceptsBrotli', () => {
  it.each<[string | undefined, boolean]>([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['gzip;q=1.0, br;q=0.8', false],
    ['br;q=0.8, gzip;q=0.8', true],
    ['gzip, br;q=0', false],
    ['BR', true],
    ['*', true],
    ['*;q=0', false],
    ['gzip, deflate', false],
    ['identity', false],
    ['', false],
    [undefined, false],
    ['br;q=abc', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('the site server compresses', () => {
  let staticDir: string;
  let server: Server;
  let url: string;
  let handled: string[];
  let gate: Promise<void>;
  let openGate: () => void;

  const next: RequestHandler = async (request, response) => {
    handled.push(request.url ?? '');
    if (request.url?.startsWith('/_next/static/')) {
      response.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
      response.end(SCRIPT);
    } else if (request.url === '/part') {
      response.writeHead(206, { 'Content-Type': 'application/javascript; charset=UTF-8', 'Content-Range': `bytes 0-1999/${SCRIPT.length}` });
      response.end(SCRIPT.slice(0, 2000));
    } else if (request.url === '/streamed') {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.write(PAGE);
      (response as unknown as { flush?: () => void }).flush?.(); // as Next does after each chunk
      await gate;
      response.end('<footer>end</footer>');
    } else {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(PAGE);
    }
  };

  beforeAll(async () => {
    process.env.LOG_LEVEL = 'silent';
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
    mkdirSync(path.join(staticDir, 'chunks', 'app', '[id]'), { recursive: true });
    writeFileSync(path.join(staticDir, 'chunks', 'app', '[id]', 'page-abc.js'), SCRIPT);
    writeFileSync(path.join(staticDir, 'chunks', 'notes.txt'), 'not a script');
    await precompressStatic(staticDir);
    server = createSiteServer({ trustProxyHops: 0, security, handle: next, precompressed: loadPrecompressedFiles(staticDir), compress: responseCompression() });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await stopGracefully(server);
    rmSync(staticDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    handled = [];
    gate = new Promise((resolve) => (openGate = resolve));
  });

  const scriptPath = '/_next/static/chunks/app/%5Bid%5D/page-abc.js';

  it("sends a build's script as its Brotli file, cached for a year, without asking Next", async () => {
    const answer = await get(url + scriptPath, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff'); // the site's headers too
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(handled).toEqual([]);

    const again = await get(url + scriptPath, { 'accept-encoding': 'br', 'if-none-match': String(answer.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await get(url + scriptPath, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(answer.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves the script to Next, gzip-compressed, for a client without Brotli', async () => {
    const answer = await get(url + scriptPath, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    expect(handled).toEqual([scriptPath]);
  });

  it('leaves a range of the script, or a precondition on it, to Next, and sends a part as it is', async () => {
    const asked: Record<string, string>[] = [{ range: 'bytes=0-1999' }, { 'if-match': '"x"' }, { 'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT' }];
    for (const headers of asked) await get(url + scriptPath, { 'accept-encoding': 'br', ...headers });
    expect(handled).toEqual([scriptPath, scriptPath, scriptPath]);
    // Next's answer to the range: the first 2,000 bytes of the file, which must not be compressed.
    const part = await get(`${url}/part`, { 'accept-encoding': 'gzip, br' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.toString()).toBe(SCRIPT.slice(0, 2000));
  });

  it('compresses pages with Brotli, else gzip, else not at all', async () => {
    const br = await get(`${url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gzip = await get(`${url}/`, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    const plain = await get(`${url}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('still streams: what a page flushes reaches the browser before the page ends', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(`${url}/streamed`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('br');
        let seen = '';
        const decoded = response.pipe(createBrotliDecompress());
        decoded.on('data', (chunk: Buffer) => {
          seen += chunk.toString();
          if (seen.includes('</article>')) openGate(); // the page waits for this before it ends
        });
        decoded.on('end', () => resolve(seen));
        decoded.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    expect(text).toBe(`${PAGE}<footer>end</footer>`);
  });
});
