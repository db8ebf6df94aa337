import 'server-only';
import { createClient } from 'redis';
import { getConfig } from './config';
import { log, messageOf } from './log';
import { closeWithin, guardRedis } from './redis-guard.cjs';
import { onShutdown } from './shutdown';

export type RedisClient = ReturnType<typeof createClient>;

/** Kept on globalThis: route handlers and instrumentation are separate bundles in one process. */
const holder = globalThis as typeof globalThis & { __sharedRedis?: RedisClient | null };

/**
 * The process's Redis client when REDIS_URL is set (several instances share rate limits through
 * it), null otherwise. It connects in the background and reconnects on its own; commands made
 * while it is down fail at once instead of queueing, so callers fall back without waiting.
 */
export function sharedRedis(): RedisClient | null {
  if (holder.__sharedRedis !== undefined) return holder.__sharedRedis;
  const { redisUrl } = getConfig();
  if (!redisUrl) return (holder.__sharedRedis = null);
  const client: RedisClient = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(250 * 2 ** retries, 5000) },
  });
  const report = reportOutages(client, 'rate limits');
  client.connect().catch(report);
  onShutdown(() => closeWithin(client));
  // Connected but not answering counts as down too, after a deadline (./redis-guard.cjs).
  const answering = guardRedis(client, { use: 'rate limits' });
  holder.__sharedRedis = answering;
  return answering;
}

/**
 * Logs `redis.ready` each time the client connects and `redis.unreachable` once per outage,
 * the first one too (Redis down when the site starts: until then the limits count per
 * instance), though the client retries every few seconds. Returns the error reporter.
 */
export function reportOutages(client: RedisClient, use: string): (error: unknown) => void {
  let reported = false;
  client.on('ready', () => {
    reported = false;
    log.info('redis.ready', { use });
  });
  const report = (error: unknown) => {
    if (reported) return;
    reported = true;
    log.warn('redis.unreachable', { use, message: messageOf(error) });
  };
  client.on('error', report);
  return report;
}
