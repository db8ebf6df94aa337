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
