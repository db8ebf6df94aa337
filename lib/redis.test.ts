import { createClient } from 'redis';
import { freePort } from '../test/pg-server';
import { type RedisServer, startRedisServer } from '../test/redis-server';
import { reportOutages } from './redis';

/** Redis down when the site starts, then up, then down again: one line for each change, not one per retry. */
describe('reportOutages', () => {
  const logged: string[] = [];
  let server: RedisServer | null = null;

  beforeAll(() => {
    process.env.LOG_LEVEL = 'info';
    for (const stream of [process.stdout, process.stderr]) {
      jest.spyOn(stream, 'write').mockImplementation((line) => {
        logged.push(String(line));
        return true;
      });
    }
  });
  afterAll(async () => {
    await server?.stop();
    jest.restoreAllMocks();
  });

  const events = () => logged.map((line) => (JSON.parse(line) as { event: string }).event).filter((event) => event.startsWith('redis.'));
  async function until(expected: string[]) {
    for (let waited = 0; events().length < expected.length && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events()).toEqual(expected);
  }

  it('logs the first outage, the connection, and the next outage, once each', async () => {
    const port = await freePort();
    const client = createClient({ url: `redis://127.0.0.1:${port}`, disableOfflineQueue: true, socket: { connectTimeout: 500, reconnectStrategy: () => 100 } });
    const report = reportOutages(client, 'rate limits');
    client.connect().catch(report);
    try {
      await until(['redis.unreachable']);
      // Retried every 100 ms meanwhile: still one line.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(events()).toEqual(['redis.unreachable']);

      server = await startRedisServer(port);
      await until(['redis.unreachable', 'redis.ready']);
      await server.stop();
      await until(['redis.unreachable', 'redis.ready', 'redis.unreachable']);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(events()).toEqual(['redis.unreachable', 'redis.ready', 'redis.unreachable']);
      expect(logged.find((line) => line.includes('redis.unreachable'))).toContain('"use":"rate limits"');
    } finally {
      client.destroy();
    }
  }, 30_000);
});
