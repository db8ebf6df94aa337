// Two production instances of the site on one PostgreSQL and one Redis, as behind a load
// balancer, with an SMTP listener: for e2e/instances.spec.ts and e2e/redis-outage.spec.ts.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
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
async function startTwoInstances(): Promise<TwoInstances> {
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

async function stopTwoInstances(sites: TwoInstances | undefined): Promise<void> {
  if (!sites) return;
  await Promise.all([sites.a.stop(), sites.b.stop()]);
  await Promise.all([sites.smtp.close(), sites.redis.stop(), sites.pg.stop()]);
  rmSync(sites.redisDir, { recursive: true, force: true });
}

/**
 * Called inside a test.describe: its tests run one after another on two instances of their own
 * (desktop project only: servers, no browser), handed to `started` before the first test.
 */
export function twoInstancesSuite(started: (sites: TwoInstances) => void): void {
  let sites: TwoInstances | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'servers only, no browser: one project is enough');
    test.setTimeout(240_000);
    sites = await startTwoInstances();
    started(sites);
  });
  test.afterAll(async () => {
    await stopTwoInstances(sites);
  });
}

export const board = async (site: ExtraSite) => (await fetch(`${site.url}/sublets`)).text();
