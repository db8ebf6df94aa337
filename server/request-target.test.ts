import { connect, type AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originForm, SERVER_METHODS } from './request-target';
import { createSiteServer, type RequestHandler } from './site-server';
import { stopGracefully } from './stop-gracefully';
import { sendRequest } from './test-client';
import { securityOptionsFromEnv } from '../lib/security/headers';

const security = securityOptionsFromEnv({});

describe('originForm', () => {
  it.each([
    ['/floorplans/x?bedroom=1', '/floorplans/x?bedroom=1'],
    ['http://evil.example/apply', '/apply'],
    ['https://rent.example.com/floorplans/x?bedroom=1#units', '/floorplans/x?bedroom=1'],
    ['HTTP://evil.example', '/'],
    ['http://evil.example//x', '//x'],
    ['http://[bad/apply', 'http://[bad/apply'],
    ['*', '*'],
    ['apply', 'apply'],
  ])('%p → %p', (target, path) => expect(originForm(target)).toBe(path));
});

describe('the site server and request-targets that are not paths', () => {
  /** Stands for Next: answers 299 with the URL it was given. */
  const next: RequestHandler = async (request, response) => {
    response.writeHead(299);
    response.end(`next ${request.url}`);
  };
  let url: URL;
  let stop: () => Promise<unknown>;

  beforeAll(async () => {
    process.env.LOG_LEVEL = 'silent';
    const server = createSiteServer({ trustProxyHops: 0, security, handle: next });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    stop = () => stopGracefully(server);
  });

  afterAll(() => stop());

  it.each([
    ['an absolute-form target is routed by its path and query', 'GET', 'http://evil.example/apply?x=1', 299, 'next /apply?x=1'],
    ['OPTIONS * is the server as a whole: an empty 204 with Allow', 'OPTIONS', '*', 204, ''],
    ['any other method with * is a malformed request', 'GET', '*', 400, 'Bad Request'],
    ['and so for POST', 'POST', '*', 400, 'Bad Request'],
  ])('%s', async (_case, method, target, status, body) => {
    const answer = await sendRequest(url, method, target);
    expect([answer.status, answer.body]).toEqual([status, body]);
    // The site's headers go on these answers too.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // Only OPTIONS says what the server takes.
    expect(answer.headers.allow).toBe(method === 'OPTIONS' ? SERVER_METHODS : undefined);
  });

  it('OPTIONS * names every method a route of the site exports, and the pages’ (docs/http-api.md)', () => {
    const routes = readdirSync(path.join(__dirname, '..', 'app'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('route.ts'));
    expect(routes.length).toBeGreaterThan(10);
    const taken = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
    for (const route of routes) {
      const text = readFileSync(path.join(__dirname, '..', 'app', route), 'utf8');
      // The route's own handlers; a destructured `otherMethods(…)` export refuses the others.
      for (const match of text.matchAll(/export (?:async function|const) (GET|HEAD|POST|PUT|PATCH|DELETE)\b/g)) taken.add(match[1]!);
    }
    expect(SERVER_METHODS).toBe([...taken].sort().join(', '));
  });

  it('refuses a request with two Host headers, and serves one with one', async () => {
    /** The status line of the answer to a request written as it is. */
    const statusLine = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(url.port), url.hostname, () => socket.end(text));
        let answer = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
        socket.on('error', reject);
      });
    expect(await statusLine('GET /apply HTTP/1.1\r\nHost: rent.example.com\r\nHost: evil.example\r\nConnection: close\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await statusLine('GET /apply HTTP/1.1\r\nHost: rent.example.com\r\nConnection: close\r\n\r\n')).toBe('HTTP/1.1 299 unknown');
    expect(await statusLine('OPTIONS * HTTP/1.1\r\nHost: rent.example.com\r\nHost: evil.example\r\nConnection: close\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
  });
});
