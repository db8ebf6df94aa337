import { expect, test, type APIRequestContext } from '@playwright/test';

// The build's files and public/'s, asked for as Next's file server refuses or serves in part
// (server/static-files.ts, server/compression.ts): the status each calls for, never a 500.

const VIDEO = '/videos/demo-tour.webm';

/** The largest script the home page loads, from its HTML. */
async function aScript(request: APIRequestContext): Promise<{ path: string; body: Buffer }> {
  const html = await (await request.get('/')).text();
  const paths = [...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(paths.length).toBeGreaterThan(0);
  const files = await Promise.all(paths.map(async (path) => ({ path, body: await (await request.get(path)).body() })));
  return files.sort((a, b) => b.body.length - a.body.length)[0]!;
}

test('a method other than GET or HEAD on a file answers 405', async ({ request }) => {
  const script = await aScript(request);
  for (const [method, path] of [['POST', script.path], ['PUT', VIDEO], ['DELETE', '/images/default-image.jpg']] as const) {
    const response = await request.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()['allow'], `${method} ${path}`).toBe('GET, HEAD');
  }
});

test('a part of a script is its own bytes, not compressed', async ({ request }) => {
  const script = await aScript(request);
  expect(script.body.length).toBeGreaterThan(20_000);
  const part = await request.get(script.path, { headers: { range: 'bytes=0-19999', 'accept-encoding': 'gzip, deflate, br' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-encoding']).toBeUndefined();
  expect(part.headers()['content-range']).toBe(`bytes 0-19999/${script.body.length}`);
  expect((await part.body()).equals(script.body.subarray(0, 20_000))).toBe(true);
});

test('a video is served in parts, and a part past its end or a failed precondition is refused', async ({ request }) => {
  const whole = await request.get(VIDEO);
  const size = (await whole.body()).length;
  expect((await request.get(VIDEO, { headers: { range: 'bytes=0-' } })).status()).toBe(206);
  const past = await request.get(VIDEO, { headers: { range: `bytes=${size + 100}-` } });
  expect(past.status()).toBe(416);
  expect(past.headers()['content-range']).toBe(`bytes */${size}`);
  expect((await request.get(VIDEO, { headers: { 'if-match': '"not-this-file"' } })).status()).toBe(412);
  expect((await request.get(VIDEO, { headers: { 'if-match': String(whole.headers()['etag']) } })).status()).toBe(200);
});
