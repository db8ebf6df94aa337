import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Cached data lives in the server process only (next.config.mjs: isrFlushToDisk false): a
 * server restarted on another database must not serve what was cached from the previous one.
 */
test('the server keeps no cached data or pages on disk', async ({ request }) => {
  for (const page of ['/', '/sublets', '/team', '/flexible-term']) {
    expect((await request.get(page)).status()).toBe(200);
  }
  const fetchCache = path.join(process.cwd(), '.next', 'cache', 'fetch-cache');
  expect(existsSync(fetchCache) ? readdirSync(fetchCache) : []).toEqual([]);
});

/**
 * Optimized images are the exception (cache-handler.cjs): their keys hash the asset's content,
 * and re-encoding one costs hundreds of milliseconds of CPU, so the second request is a cache hit.
 */
test('an optimized image is encoded once, then served from the cache', async ({ request }) => {
  const html = await (await request.get('/team')).text();
  const src = html.match(/src="(\/_next\/image\?url=[^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(src).toBeTruthy();
  // A width no page asks for at first, so the first request is this test's own.
  const url = src!.replace(/([?&]w=)\d+/, '$11920');
  const headers = { accept: 'image/avif,image/webp,*/*' };
  const first = await request.get(url, { headers });
  expect(first.status()).toBe(200);
  const second = await request.get(url, { headers });
  expect(second.status()).toBe(200);
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await second.body()).toEqual(await first.body());
});
