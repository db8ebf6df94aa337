// Rate limits key on the address the request really came from: the socket's, or, with
// TRUST_PROXY=1, the address a proxy in front saw. A client's own X-Forwarded-For changes nothing.
// Two servers of their own (the shared one's limits are the other tests'), each with an empty
// database: a contact post with no fields is a 400 that still counts against its sender.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { type ExtraSite, startExtraSite } from './support/extra-site';

/** POSTs an empty contact message to `url` from the local address `from`, claiming `forwardedFor`. */
function postContact(url: string, from: string, forwardedFor?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/contact`,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}

/** The statuses of `count` posts from `from`, each claiming another made-up address. */
async function forgedPosts(url: string, from: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= count; i += 1) statuses.push(await postContact(url, from, `203.0.113.${i}, 198.51.100.${i}`));
  return statuses;
}

/** A reverse proxy like nginx with `$proxy_add_x_forwarded_for`: appends the address it saw. */
function appendingProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const proxy = http.createServer((incoming, outgoing) => {
    const seen = incoming.socket.remoteAddress ?? '';
    const forwarded = incoming.headers['x-forwarded-for'];
    const upstream = http.request(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${seen}` : seen } },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => {
      const { port } = proxy.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => proxy.close(() => done())) });
    }),
  );
}

test.describe('rate limits and the client address', () => {
  test.describe.configure({ mode: 'serial' });
  let direct: ExtraSite | undefined;
  let behindProxy: ExtraSite | undefined;
  let proxy: Awaited<ReturnType<typeof appendingProxy>> | undefined;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'plain HTTP, the same in both projects');
    test.setTimeout(240_000);
    [direct, behindProxy] = await Promise.all([startExtraSite({ TRUST_PROXY: '0' }), startExtraSite({ TRUST_PROXY: '1' })]);
    proxy = await appendingProxy(behindProxy.url);
  });

  test.afterAll(async () => {
    await proxy?.close();
    await Promise.all([direct?.stop(), behindProxy?.stop()]);
  });

  test('twelve posts from one client, each with another forged X-Forwarded-For, get 429 before the 12th', async () => {
    const statuses = await forgedPosts(direct!.url, '127.0.0.2', 12);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.indexOf(429)).toBeGreaterThan(-1);
    expect(statuses.indexOf(429)).toBeLessThan(11);
    expect(statuses.slice(statuses.indexOf(429))).toEqual(statuses.slice(statuses.indexOf(429)).map(() => 429));
  });

  test('another client keeps its own limit, even when it names the blocked one', async () => {
    expect(await postContact(direct!.url, '127.0.0.3', '127.0.0.2')).toBe(400);
  });

  test('behind a trusted proxy that appends, the address the proxy saw is the key', async () => {
    const statuses = await forgedPosts(proxy!.url, '127.0.0.4', 12);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.indexOf(429)).toBeGreaterThan(-1);
    expect(statuses.indexOf(429)).toBeLessThan(11);
    // Every request reached the site from the proxy's one socket; another visitor of that proxy is not limited.
    expect(await postContact(proxy!.url, '127.0.0.5')).toBe(400);
  });
});
