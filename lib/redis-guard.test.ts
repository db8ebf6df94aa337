import { createClient } from 'redis';
import { type RedisServer, startRedisServer } from '../test/redis-server';
import { createRateLimiter } from './rate-limit/limiter';
import { closeWithin, guardRedis } from './redis-guard.cjs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 25) {
    if (waited > 10_000) throw new Error(`not ${what} within 10 s`);
    await sleep(25);
  }
}
/** How a promise ends within `ms`: its value, 'failed: …', or 'still waiting'. */
const within = (ms: number, pending: Promise<unknown>) =>
  Promise.race([pending.then((value) => String(value), (error: Error) => `failed: ${error.message}`), sleep(ms).then(() => 'still waiting')]);

/** A Redis that keeps its connections but answers nothing (SIGSTOP), as a frozen server does. */
describe('guardRedis', () => {
  let server: RedisServer;
  const clients: ReturnType<typeof createClient>[] = [];
  const logged: string[] = [];
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    for (const client of clients) if (client.isOpen) client.destroy(); // one was closed by its test
    await server.stop();
  });
  async function connected(reconnectAfterMs = 60_000) {
    const client = createClient({ url: server.url, disableOfflineQueue: true, socket: { connectTimeout: 500, reconnectStrategy: () => 100 } });
    client.on('error', () => {});
    clients.push(client);
    await client.connect();
    const guarded = guardRedis(client, { use: 'test', deadlineMs: 300, probeMs: 100, reconnectAfterMs, log: (_level, event) => logged.push(event) });
    return { client, guarded };
  }
  /** Redis resumed: the guard finds it answering, serves what was stored, and said both. */
  async function answersAgain(guarded: Awaited<ReturnType<typeof connected>>['guarded'], what: string) {
    await until(() => guarded.isReady, what);
    expect(await guarded.get('k')).toBe('v');
    expect(logged).toEqual(['redis.unresponsive', 'redis.responsive']);
  }

  it('fails a command Redis does not answer after the deadline, then at once, until Redis answers again', async () => {
    const { client, guarded } = await connected();
    await guarded.set('k', 'v');
    // Builders come back guarded: multi() … exec().
    expect(await guarded.multi().incrBy('n', 2).pTTL('n').exec()).toEqual([2, -1]);
    logged.length = 0;
    server.pause();
    try {
      // What node-redis does by itself: the command waits as long as the connection is open.
      expect(await within(1000, client.get('k'))).toBe('still waiting');
      let started = Date.now();
      expect(await within(1000, guarded.get('k'))).toBe('failed: Redis did not answer within 300 ms');
      expect(Date.now() - started).toBeLessThan(700);
      expect(guarded.isReady).toBe(false); // what the cache and the rate limiter check first
      started = Date.now();
      expect(await within(1000, guarded.get('k'))).toBe('failed: Redis is not answering');
      expect(Date.now() - started).toBeLessThan(50);
      expect(logged).toEqual(['redis.unresponsive']);
    } finally {
      server.resume();
    }
    await answersAgain(guarded, 'answering again');
  }, 30_000);

  it('makes the connection anew when Redis stays silent', async () => {
    const { client, guarded } = await connected(1000);
    logged.length = 0;
    server.pause();
    try {
      expect(await within(1000, guarded.get('k'))).toMatch(/^failed/);
      await until(() => !client.isOpen || !client.isReady, 'the old connection dropped');
    } finally {
      server.resume();
    }
    await answersAgain(guarded, 'connected again');
  }, 30_000);

  it('closes at a stop within its wait, though Redis leaves a command unanswered', async () => {
    const { client } = await connected();
    server.pause();
    try {
      const pending = within(5000, client.get('k'));
      const started = Date.now();
      await closeWithin(client, 300);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await pending).toMatch(/^failed: /); // told, not left waiting
      expect(client.isOpen).toBe(false);
    } finally {
      server.resume();
    }
  }, 30_000);

  it('keeps the rate limits answering, in memory, while Redis is silent', async () => {
    const { guarded } = await connected();
    const limiter = createRateLimiter({ points: 2, durationSeconds: 60 }, { redis: guarded, prefix: `guard-test-${Date.now()}` });
    expect((await limiter.take('a')).allowed).toBe(true);
    server.pause();
    try {
      const started = Date.now();
      expect((await limiter.take('a')).allowed).toBe(true);
      expect((await limiter.take('a')).allowed).toBe(true);
      expect((await limiter.take('a')).allowed).toBe(false); // counted by the instance meanwhile
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      server.resume();
    }
  }, 30_000);
});
