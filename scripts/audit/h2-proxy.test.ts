import { createHash } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { frontOf, type H2Proxy, pageThrough, startH2Proxy } from './h2-proxy.mjs';

/** A server that answers with what it was asked, as JSON, and a hop-by-hop header of its own. */
function startUpstream(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.setHeader('connection', 'keep-alive');
      response.setHeader('keep-alive', 'timeout=5');
      response.setHeader('set-cookie', ['a=1', 'b=2']);
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** One HTTP/2 request to the proxy: status, headers, body, and the certificate it showed. */
function h2Request(proxy: H2Proxy, path: string, { method = 'GET', body }: { method?: string; body?: string } = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string; spkiHash: string; alpn: string | false | null }>((resolve, reject) => {
    // Self-signed on purpose: the browser trusts it by its key's hash, which is checked below.
    const session = http2.connect(proxy.url, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path, 'x-test': 'kept' });
    let text = '';
    let headers: http2.IncomingHttpHeaders = {};
    stream.setEncoding('utf8');
    stream.on('response', (answer) => (headers = answer));
    stream.on('data', (chunk) => (text += chunk));
    stream.on('end', () => {
      const socket = session.socket as TLSSocket;
      const spki = socket.getPeerX509Certificate()!.publicKey.export({ type: 'spki', format: 'der' });
      const result = { status: Number(headers[':status']), headers, body: text, spkiHash: createHash('sha256').update(spki).digest('base64'), alpn: socket.alpnProtocol };
      session.close();
      resolve(result);
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the audit HTTP/2 proxy', () => {
  let upstream: http.Server;
  let proxy: H2Proxy;
  let upstreamPort: number;

  beforeAll(async () => {
    upstream = await startUpstream();
    upstreamPort = (upstream.address() as AddressInfo).port;
    proxy = await startH2Proxy({ port: 0, upstream: `http://127.0.0.1:${upstreamPort}` });
  });

  afterAll(async () => {
    await proxy?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('speaks HTTP/2 and forwards the request as the upstream server expects it', async () => {
    const answer = await h2Request(proxy, '/floorplans/a?beds=2');
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    const seen = JSON.parse(answer.body);
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/floorplans/a?beds=2');
    expect(seen.headers.host).toBe(`127.0.0.1:${upstreamPort}`);
    expect(seen.headers['x-forwarded-proto']).toBe('https');
    expect(seen.headers['x-test']).toBe('kept');
  });

  it('passes the status, the headers and the body back, without hop-by-hop headers', async () => {
    const answer = await h2Request(proxy, '/missing', { method: 'POST', body: 'name=Ann' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.headers['keep-alive']).toBeUndefined();
    expect(JSON.parse(answer.body)).toMatchObject({ method: 'POST', body: 'name=Ann' });
  });

  it("gives the hash of its certificate's key, which the browser is told to trust", async () => {
    const answer = await h2Request(proxy, '/');
    expect(proxy.spkiHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(answer.spkiHash).toBe(proxy.spkiHash);
  });

  it('answers 502 when the server behind it is down', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const orphan = await startH2Proxy({ port: 0, upstream: `http://127.0.0.1:${port}` });
    try {
      const answer = await h2Request(orphan, '/');
      expect(answer.status).toBe(502);
      expect(answer.body).toMatch(/^proxy: .*ECONNREFUSED/);
    } finally {
      await orphan.stop();
    }
  });
});

describe('the pages the audits load, straight or through the proxy', () => {
  const server = { url: 'http://127.0.0.1:3300' };

  it('loads the server itself over HTTP/1.1, with no certificate to trust', async () => {
    const front = await frontOf(server, 'http1', 3303);
    expect(pageThrough(front, server, '/sublets?x=1')).toEqual({ url: 'http://127.0.0.1:3300/sublets?x=1', serverUrl: 'http://127.0.0.1:3300/sublets?x=1', spkiHash: undefined });
    await front.stop();
  });

  it('loads the page through a proxy over HTTP/2, and warms it up straight from the server', async () => {
    const front = await frontOf(server, 'h2', 0);
    try {
      const page = pageThrough(front, server, '/sublets');
      expect(page.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/sublets$/);
      expect(page.url).not.toBe('https://127.0.0.1:0/sublets');
      expect(page.serverUrl).toBe('http://127.0.0.1:3300/sublets');
      expect(page.spkiHash).toBe(front.spkiHash);
      expect(page.spkiHash).toBeDefined();
    } finally {
      await front.stop();
    }
  });
});
