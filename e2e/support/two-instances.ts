// Two production instances of the site on one PostgreSQL and one Redis, as behind a load
// balancer, with an SMTP listener: for e2e/instances.spec.ts and e2e/redis-outage.spec.ts.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PgServer, startPgServer } from '../../test/pg-server';
import { type RedisServer, startRedisServer } from '../../test/redis-server';
import { type ExtraSite, startExtraSite } from './extra-site';
import { type SmtpListener, startSmtpListener } from './smtp-listener';

export const SITE_URL = 'https://www.limestonelane.example';

export interface TwoInstances {
  pg: PgServer;
  /** Replaced when a test starts Redis again. */
  redis: RedisServer;
  /** Where Redis saves its data when stopped and loads it from when started, as a production one does. */
  redisDir: string;
  smtp: SmtpListener;
  a: ExtraSite;
  b: ExtraSite;
  /** The settings both instances run with (for a command run beside them). */
  siteEnv: Record<string, string>;
}

/** A seeds the demo into the empty database; B starts on the same data. */
export async function startTwoInstances(): Promise<TwoInstances> {
  const redisDir = mkdtempSync(path.join(os.tmpdir(), 'instances-redis-'));
  chmodSync(redisDir, 0o777); // the server runs as nobody when the tests run as root
  const [pg, redis, smtp] = await Promise.all([startPgServer(), startRedisServer(undefined, { saveIn: redisDir }), startSmtpListener()]);
  const siteEnv = {
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    SITE_URL,
    APP_SECRET: 'one-secret-shared-by-every-instance-of-the-site',
    INQUIRIES_EMAIL: 'moderators@example.com',
  };
  const a = await startExtraSite({ ...siteEnv, SEED_DEMO: 'true' });
  const b = await startExtraSite(siteEnv);
  return { pg, redis, redisDir, smtp, a, b, siteEnv };
}

export async function stopTwoInstances(sites: TwoInstances | undefined): Promise<void> {
  if (!sites) return;
  await Promise.all([sites.a.stop(), sites.b.stop()]);
  await Promise.all([sites.smtp.close(), sites.redis.stop(), sites.pg.stop()]);
  rmSync(sites.redisDir, { recursive: true, force: true });
}

/** What `read` gives once `accept` takes it, or its last value after `ms`. */
export async function within<T>(ms: number, read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const board = async (site: ExtraSite) => (await fetch(`${site.url}/sublets`)).text();
