import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '../../test/redis-server';
import { createEndpointRateLimiter } from './endpoint-limiter';

/** Two limiters on one Redis stand for two instances of the site behind a load balancer. */
let redis: RedisServer;
const clients: ReturnType<typeof createClient>[] = [];

async function connected() {
  const client = createClient({ url: redis.url, disableOfflineQueue: true, socket: { reconnectStrategy: false } });
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  for (const client of clients) if (client.isOpen) await client.close();
  await redis.stop();
});

describe('rate limits shared through Redis', () => {
  const limits = { perClient: { points: 5, durationSeconds: 600 }, overall: { points: 7, durationSeconds: 60 } };

  it('counts one address across two instances as one instance would', async () => {
    const a = createEndpointRateLimiter(limits, { redis: await connected(), prefix: 'test:contact' });
    const b = createEndpointRateLimiter(limits, { redis: await connected(), prefix: 'test:contact' });
    const decisions = [];
    for (let i = 0; i < 12; i += 1) decisions.push((await (i % 2 ? b : a).takeClient('203.0.113.7')).allowed);
    expect(decisions).toEqual([true, true, true, true, true, false, false, false, false, false, false, false]);
    expect((await a.takeClient('198.51.100.1')).allowed).toBe(true);
  });

  it('shares the endpoint-wide cap too', async () => {
    const a = createEndpointRateLimiter(limits, { redis: await connected(), prefix: 'test:overall' });
    const b = createEndpointRateLimiter(limits, { redis: await connected(), prefix: 'test:overall' });
    const decisions = [];
    for (let i = 0; i < 9; i += 1) decisions.push((await (i % 2 ? b : a).takeOverall()).allowed);
    expect(decisions).toEqual([true, true, true, true, true, true, true, false, false]);
  });

  it('keeps limiting in memory while Redis is unreachable, without refusing anyone for it', async () => {
    const client = await connected();
    const limiter = createEndpointRateLimiter(limits, { redis: client, prefix: 'test:outage' });
    await client.close();
    const decisions = [];
    for (let i = 0; i < 6; i += 1) decisions.push((await limiter.takeClient('203.0.113.9')).allowed);
    expect(decisions).toEqual([true, true, true, true, true, false]);
  });
});
