// Two production instances of the site on one PostgreSQL and one Redis, as behind a load
// balancer, with an SMTP listener: for e2e/instances.spec.ts and e2e/redis-outage.spec.ts.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import PostalMime from 'postal-mime';
import sharp from 'sharp';
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

/** The text of the mail with this subject, once the listener has it. */
export async function mailText(smtp: SmtpListener, subject: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const raw of smtp.messages) {
      const mail = await PostalMime.parse(raw);
      if (mail.subject === subject) return mail.text ?? '';
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}"; got ${JSON.stringify(smtp.accepted)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Posts a sublet with two photos through `site`; it waits for approval. */
export async function postSublet(site: ExtraSite, title: string): Promise<{ assetKey: string }> {
  const photo = (r: number) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g: 140, b: 160 } } }).jpeg().toBuffer();
  const form = new FormData();
  const fields = {
    firstName: 'Dana',
    lastName: 'Instance',
    email: 'dana.instance@example.com',
    bedroom: '2',
    availableBedrooms: '1',
    address: '12 Shared Cache Ln',
    zipcode: '47401',
    availableFrom: '2027-01-10',
    availableTo: '2027-03-10',
    rent: '650',
    title,
    description: 'Posted through one instance, approved and deleted through the other.',
    captchaResponse: '',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('images', new Blob([new Uint8Array(await photo(120))], { type: 'image/jpeg' }), 'room.jpg');
  form.append('images', new Blob([new Uint8Array(await photo(200))], { type: 'image/jpeg' }), 'kitchen.jpg');
  const response = await fetch(`${site.url}/api/sublets`, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { assetKey: string };
}
