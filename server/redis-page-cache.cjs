// The page and data cache in Redis, shared by every instance (cache-handler.cjs, when REDIS_URL
// is set), through @fortedigital/nextjs-cache-handler, with one thing added: an expiry is never
// lost. A change (an approval, a deletion, an import) expires its cache tags in Redis; if Redis
// cannot be reached at that moment, the library swallows the failure, and once Redis is back
// (with its data: a production Redis saves it) every instance would serve the old page or board
// until it expires on its own, a deleted sublet included (docs/deploy.md, "When Redis is down").
const { createHash } = require('node:crypto');
const path = require('node:path');
const { writeLog } = require('../lib/log-line.cjs');
const { guardRedis } = require('../lib/redis-guard.cjs');

/**
 * What expires everything cached: the data tags of lib/cache-tags.ts (a test keeps the two
 * lists equal) and the root layout's implicit tag, which every page and every read of cached
 * data during a request carries (it is what Next's revalidatePath('/', 'layout') expires).
 */
const EVERY_TAG = ['listings', 'sublets', '_N_T_/layout'];

/** A try that failed is tried again after this long, should nothing else try first. */
const RETRY_MS = 5000;

/**
 * Wraps a Redis cache handler (the library's handler interface) so that what may have missed an
 * expiry is emptied as soon as Redis answers: a tag whose expiry failed, and any lost
 * connection, since another instance's change may have failed to reach Redis meanwhile. Until
 * then every read is a miss (the page is made fresh) rather than an entry that may be stale.
 */
function keepingExpiries(handler, client, { log = writeLog, retryMs = RETRY_MS } = {}) {
  let missed = 0; // expiries that may be lost since the last emptying (0: none)
  let emptying = null;
  let retry = null;

  const miss = (reason) => {
    if (!missed) log('warn', 'cache.expiry_missed', { reason });
    missed += 1;
    // Tried at once, then every retryMs: an instance no one asks for a page still empties the
    // cache that the others read, as soon as Redis answers.
    void emptyAll();
  };

  const emptyAll = () => {
    emptying ??= (async () => {
      const seen = missed;
      try {
        for (const tag of EVERY_TAG) await handler.revalidateTag(tag);
        log('info', 'cache.emptied', { reason: 'expiries may have been missed while Redis was unreachable' });
        // A miss recorded meanwhile may concern an entry written after the emptying began.
        missed = missed === seen ? 0 : 1;
      } catch {
        // Redis still unreachable: its return ('ready') or this timer tries again.
        retry ??= setTimeout(() => {
          retry = null;
          if (missed) void emptyAll();
        }, retryMs);
        retry.unref?.();
        return;
      } finally {
        emptying = null;
      }
      if (missed) await emptyAll();
    })();
    return emptying;
  };

  client.on('error', (error) => miss(`Redis unreachable: ${error?.message ?? error}`));
  client.on('ready', () => {
    if (missed) void emptyAll();
  });

  return {
    ...handler,
    async get(key, meta) {
      if (missed) await emptyAll();
      if (missed) return null;
      return handler.get(key, meta);
    },
    async revalidateTag(tag) {
      try {
        await handler.revalidateTag(tag);
      } catch (error) {
        miss(`the expiry of "${tag}" failed: ${error?.message ?? error}`);
        throw error;
      }
    },
  };
}

/** The Redis cache for Next (configured once per process; one instance per request). */
function createRedisPageCache(ctx) {
  const { CacheHandler } = require('@fortedigital/nextjs-cache-handler');
  const createRedisHandler = require('@fortedigital/nextjs-cache-handler/redis-strings').default;
  const { createClient } = require('redis');
  CacheHandler.onCreation(async ({ buildId }) => {
    const client = createClient({
      url: process.env.REDIS_URL,
      // Fail at once while Redis is down (a miss: the page renders fresh) instead of queueing.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5000) },
    });
    // Reconnects on its own; keepingExpiries notes the outage, lib/redis.ts logs it once.
    client.on('error', () => {});
    // Keys start with the build id and a hash of the database, so two builds during a rolling
    // deploy, or two sites on one Redis, never mix entries.
    const database = createHash('sha256')
      .update(process.env.DATABASE_URL || path.resolve(process.env.DATA_DIR || '.data'))
      .digest('hex')
      .slice(0, 12);
    // The library's own timeout ends a command only before it is sent (lib/redis-guard.cjs).
    const answering = guardRedis(client, { use: 'page cache' });
    const handler = createRedisHandler({ client: answering, keyPrefix: `site:${buildId ?? 'dev'}:${database}:`, timeoutMs: 1000 });
    const kept = keepingExpiries(handler, client);
    await client.connect().catch(() => {});
    return { handlers: [kept] };
  });
  return new CacheHandler(ctx);
}

module.exports = { createRedisPageCache, keepingExpiries, EVERY_TAG };
