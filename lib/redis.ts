import 'server-only';
import { createClient } from 'redis';
import { getConfig } from './config';
import { log } from './log';
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
  let up = false;
  client.on('ready', () => {
    up = true;
    log.info('redis.ready', { use: 'rate limits' });
  });
  client.on('error', (error: unknown) => {
    // Logged once per outage: the client retries every few seconds while Redis is down.
    if (!up) return;
    up = false;
    log.warn('redis.unreachable', { message: error instanceof Error ? error.message : String(error) });
  });
  client.connect().catch((error: unknown) => log.warn('redis.unreachable', { message: error instanceof Error ? error.message : String(error) }));
  onShutdown(async () => {
    if (client.isOpen) await client.close();
  });
  holder.__sharedRedis = client;
  return client;
}
