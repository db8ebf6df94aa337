import { EventEmitter } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { CACHE_TAGS } from '../lib/cache-tags';
import { freePort } from '../test/pg-server';
import { type RedisServer, startRedisServer } from '../test/redis-server';
import { EVERY_TAG, keepingExpiries, type LogWriter, type PageCacheHandler } from './redis-page-cache.cjs';

/** An unstable_cache entry as Next hands it to the handler, tagged `sublets`. */
const boardEntry = (body: string) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags: ['sublets'],
  value: { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 60 },
});
const bodyOf = (entry: unknown) => (entry as { value: { data: { body: string } } } | null)?.value.data.body ?? null;
const meta = { implicitTags: ['_N_T_/layout', '_N_T_/sublets/layout', '_N_T_/sublets/page'] };

async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 50) {
    if (waited > 10_000) throw new Error(`not ${what} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('expires everything an entry can carry: the data tags and the root layout', () => {
  expect(EVERY_TAG.filter((tag) => !tag.startsWith('_N_T_')).sort()).toEqual(Object.values(CACHE_TAGS).sort());
  expect(EVERY_TAG).toContain('_N_T_/layout');
});

/**
 * Redis stopped (saving its data, as a production Redis does) while a sublet is deleted, then
 * started again with that data: the library's handler serves the board cached before the
 * deletion; the kept handlers serve nothing older than the outage.
 */
describe('an expiry missed while Redis was down', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'redis-saved-'));
  let server: RedisServer | null = null;
  const clients: ReturnType<typeof createClient>[] = [];
  afterAll(async () => {
    for (const client of clients) if (client.isOpen) client.destroy();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is made good as soon as Redis answers again, on every instance', async () => {
    chmodSync(dir, 0o777); // the server runs as nobody when the tests run as root
    const port = await freePort();
    server = await startRedisServer(port, { saveIn: dir });
    const logged: { event: string; fields: Record<string, unknown> }[] = [];
    const log: LogWriter = (_level, event, fields = {}) => logged.push({ event, fields });
    const instance = async (prefix: string, kept: boolean) => {
      const client = createClient({ url: server!.url, disableOfflineQueue: true, socket: { connectTimeout: 500, reconnectStrategy: () => 100 } });
      client.on('error', () => {});
      clients.push(client);
      // The library types a client of its own redis; ours is the same package at another type path.
      const plain = createRedisHandler({ client: client as never, keyPrefix: prefix, timeoutMs: 1000 }) as unknown as PageCacheHandler;
      const handler = kept ? keepingExpiries(plain, client, { log }) : plain;
      await client.connect();
      return { client, handler };
    };
    const library = await instance('plain:', false);
    const deleting = await instance('kept:', true); // the instance the visitor deletes through
    const other = await instance('other:', true); // an instance that only saw Redis go away
    const all = [library, deleting, other];
    for (const { handler } of all) {
      await handler.set('board', boardEntry('with the sublet'));
      expect(bodyOf(await handler.get('board', meta))).toBe('with the sublet');
    }

    await server.stop();
    await until(() => all.every(({ client }) => !client.isReady), 'disconnected');
    for (const { handler } of [library, deleting]) await expect(handler.revalidateTag('sublets')).rejects.toThrow();
    expect(await deleting.handler.get('board', meta)).toBeNull(); // down: a miss, the page renders fresh

    server = await startRedisServer(port, { saveIn: dir });
    await until(() => all.every(({ client }) => client.isReady), 'reconnected');
    // What the library alone does: the board from before the deletion, as if nothing happened.
    expect(bodyOf(await library.handler.get('board', meta))).toBe('with the sublet');
    expect(await deleting.handler.get('board', meta)).toBeNull();
    expect(await other.handler.get('board', meta)).toBeNull();
    // Cached again afterwards as usual.
    await deleting.handler.set('board', boardEntry('without the sublet'));
    expect(bodyOf(await deleting.handler.get('board', meta))).toBe('without the sublet');
    expect(logged.filter(({ event }) => event === 'cache.expiry_missed')).toHaveLength(2); // once per instance
    expect(logged.filter(({ event }) => event === 'cache.emptied').length).toBeGreaterThanOrEqual(2);
  }, 60_000);
});

it('empties the cache before the next read when an expiry failed without an outage (a timeout)', async () => {
  const expired: string[] = [];
  let failNext = true;
  const handler: PageCacheHandler = {
    name: 'fake',
    get: async () => 'an entry',
    set: async () => {},
    revalidateTag: async (tag) => {
      if (failNext) {
        failNext = false;
        throw new Error('The operation was aborted due to timeout');
      }
      expired.push(tag);
    },
  };
  const logged: string[] = [];
  const kept = keepingExpiries(handler, new EventEmitter(), { log: (_level, event) => logged.push(event) });
  await expect(kept.revalidateTag('sublets')).rejects.toThrow('timeout');
  expect(await kept.get('board', meta)).toBe('an entry');
  expect(expired).toEqual([...EVERY_TAG]);
  expect(logged).toEqual(['cache.expiry_missed', 'cache.emptied']);
  // Nothing missed since: reads go straight through.
  expect(await kept.get('board', meta)).toBe('an entry');
  expect(expired).toEqual([...EVERY_TAG]);
});

it('empties the cache once Redis answers again though no one asks this instance for a page', async () => {
  let answering = false;
  const expired: string[] = [];
  const handler: PageCacheHandler = {
    name: 'fake',
    get: async () => 'an entry',
    set: async () => {},
    revalidateTag: async (tag) => {
      if (!answering) throw new Error('Redis client is not ready yet or connection is lost. Keep trying...');
      expired.push(tag);
    },
  };
  const logged: string[] = [];
  const kept = keepingExpiries(handler, new EventEmitter(), { log: (_level, event) => logged.push(event), retryMs: 50 });
  await expect(kept.revalidateTag('sublets')).rejects.toThrow('not ready');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(expired).toEqual([]);
  answering = true; // a frozen Redis answering again: no 'ready' event, no read
  for (let waited = 0; expired.length < EVERY_TAG.length && waited < 2000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(expired).toEqual([...EVERY_TAG]);
  expect(logged).toEqual(['cache.expiry_missed', 'cache.emptied']);
});
