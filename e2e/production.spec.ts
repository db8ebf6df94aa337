// The production path on a real PostgreSQL: what the server refuses, mail that keeps failing,
// and a stop during a mail send. Servers, databases and SMTP listeners of its own.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { LISTING_REVALIDATE_SECONDS } from '../lib/cache-tags';
import { DATABASE_UNAVAILABLE_TEXT } from '../components/layout/errorTexts';
import { DATABASE_QUERY_TIMEOUT_MS } from '../lib/data/deadlines';
import { type PgServer, startPgServer } from '../test/pg-server';
import { type ExtraSite, root, startExtraSite } from './support/extra-site';
import { startSmtpListener } from './support/smtp-listener';

const PUBLIC = { SITE_URL: 'https://www.limestonelane.example', APP_SECRET: 'a-production-secret-of-more-than-32-characters' };

const contactMessage = {
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '812.555.0123',
  question: 'Any 2 bedrooms for May?',
  emailPreferred: true,
  phonePreferred: false,
  textPreferred: false,
  currentPage: 'https://www.limestonelane.example/contact',
};

let pg: PgServer;
let databases = 0;

/** A new empty database on the test cluster; its URL. */
async function freshDatabase(): Promise<string> {
  const name = `site_${(databases += 1)}`;
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return pg.url.replace(/\/[^/]*$/, `/${name}`);
}

async function query<T>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  inFlight: boolean;
}
const outbox = (databaseUrl: string) => query<OutboxRow>(databaseUrl, 'select id, status, attempts, locked_until is not null as "inFlight" from mail_outbox order by id');

/** A database command (scripts/*.ts) as the npm scripts run it. */
function runCommand(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** The pages the outage tests read before and during an outage. */
const pages = ['/', '/communities/kirkwood-commons', '/floorplans/kirkwood-laurel', '/sublets'];
/** A page made at each visit from the database (its free times). */
const tourPage = '/communities/kirkwood-commons/tour';

/** A site on a fresh database with the demo data, and the SMTP listener it sends to; both stopped by `cleanup`. */
async function demoSite(cleanup: (() => Promise<void>)[]) {
  const DATABASE_URL = await freshDatabase();
  const smtp = await startSmtpListener();
  cleanup.push(() => smtp.close());
  const site = await startExtraSite({ DATABASE_URL, ...PUBLIC, SMTP_URL: smtp.url, SEED_DEMO: 'true' });
  cleanup.push(() => site.stop());
  return { site, smtp };
}

async function postContact(site: ExtraSite) {
  const response = await fetch(`${site.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contactMessage) });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

test.describe('production mode on PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' });
  const cleanup: (() => Promise<void>)[] = [];

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'servers and mail, no browser: one project is enough');
    test.setTimeout(120_000);
    pg = await startPgServer();
  });
  test.afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  test.afterAll(async () => {
    await pg?.stop();
  });

  test('refuses to start without SMTP_URL, naming it; with the settings given it serves no demo data', async () => {
    test.setTimeout(240_000);
    const DATABASE_URL = await freshDatabase();
    const refused = await startExtraSite({ DATABASE_URL, ...PUBLIC, SEED_DEMO: '' }, { entry: 'serve', waitForReady: false });
    cleanup.push(() => refused.stop());
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('SMTP_URL is required in production');

    const smtp = await startSmtpListener();
    cleanup.push(() => smtp.close());
    const site = await startExtraSite({ DATABASE_URL, ...PUBLIC, SMTP_URL: smtp.url, SEED_DEMO: '' }, { entry: 'serve' });
    cleanup.push(() => site.stop());
    expect(site.output()).toContain('"event":"seed.disabled"');
    const home = await (await fetch(`${site.url}/?availability=all`)).text();
    expect(home).toContain('No matches found...');
    expect(await query(DATABASE_URL, 'select id from properties')).toEqual([]);
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/communities/');
    expect(sitemap).toContain('https://www.limestonelane.example/');
  });

  test('a mail the SMTP server keeps refusing ends failed, health says so, mail:retry sends it again', async () => {
    test.setTimeout(240_000);
    const DATABASE_URL = await freshDatabase();
    const smtp = await startSmtpListener({ kind: 'refuse', code: 550 });
    cleanup.push(() => smtp.close());
    const site = await startExtraSite({ DATABASE_URL, ...PUBLIC, SMTP_URL: smtp.url });
    cleanup.push(() => site.stop());

    await postContact(site);
    // Three attempts for a permanent refusal: make each retry due at once instead of waiting out the backoff.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // An attempt counts when it is claimed; wait until its failure is recorded (the lease released),
      // or the backoff it records would overwrite the due time set below.
      await eventually(() => outbox(DATABASE_URL), (rows) => rows[0]?.attempts === attempt && !rows[0].inFlight && (attempt < 3 || rows[0]?.status === 'failed'));
      await query(DATABASE_URL, 'update mail_outbox set next_attempt_at = now() where status = \'pending\'');
    }
    expect(await outbox(DATABASE_URL)).toEqual([expect.objectContaining({ status: 'failed', attempts: 3, inFlight: false })]);
    expect(smtp.accepted).toEqual([]);
    expect(site.output()).toContain('"event":"mail.attempt_failed"');
    expect(site.output()).toContain('"event":"mail.failed"');

    const health = await fetch(`${site.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ database: 'ok', mail: { waiting: 0, failed: 1, oldestWaitingMinutes: null } });
    expect((await fetch(`${site.url}/api/health/ready`)).status).toBe(200);

    const status = await runCommand('mail.ts', ['status'], { DATABASE_URL, ...PUBLIC, SMTP_URL: smtp.url });
    expect(status.code).toBe(0);
    expect(status.out).toContain('0 waiting, 1 failed');
    expect(status.out).toMatch(/#\d+ contact — FAILED, 3 attempt\(s\)/);

    smtp.mode = { kind: 'accept' };
    const retried = await runCommand('mail.ts', ['retry', '--all'], { DATABASE_URL, ...PUBLIC, SMTP_URL: smtp.url });
    expect(retried.out).toContain('Requeued 1 mail(s)');
    await eventually(async () => smtp.accepted.length, (count) => count === 1);
    await eventually(() => outbox(DATABASE_URL), (rows) => rows[0]?.status === 'sent');
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
  });

  test('migrate, serve, stop during a slow mail send: the mail is delivered exactly once across a restart', async () => {
    test.setTimeout(300_000);
    const DATABASE_URL = await freshDatabase();
    const migrated = await runCommand('db-migrate.ts', [], { DATABASE_URL, ...PUBLIC, MAIL_TRANSPORT: 'file' });
    expect(migrated.out).toContain('Migrated the PostgreSQL database');
    expect(migrated.code).toBe(0);

    const smtp = await startSmtpListener({ kind: 'slow', delayMs: 5_000 });
    cleanup.push(() => smtp.close());
    const env = { DATABASE_URL, ...PUBLIC, SMTP_URL: smtp.url };
    const first = await startExtraSite(env, { entry: 'serve' });
    cleanup.push(() => first.stop());
    await postContact(first);
    await eventually(async () => smtp.received, (count) => count === 1); // the message is in, its answer 5 s away
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"event":"server.stopped"');
    expect(smtp.accepted).toHaveLength(1);
    expect(await outbox(DATABASE_URL)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);

    smtp.mode = { kind: 'accept' };
    const second = await startExtraSite(env, { entry: 'serve', port: first.port });
    cleanup.push(() => second.stop());
    // Past the restart's retry of pending mail and one poll of the delivery worker.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(smtp.received).toBe(1);
    expect(smtp.accepted).toHaveLength(1);
  });

  // After a power cut PostgreSQL may come up after the site. Before, a site started first answered
  // every request 500 for good (Next's start-up hook had failed), even once the database was up.
  test('started while PostgreSQL is down, the site waits for it; a database it cannot open ends it, said plainly', async () => {
    test.setTimeout(240_000);
    const DATABASE_URL = await freshDatabase();
    const smtp = await startSmtpListener();
    cleanup.push(() => smtp.close());
    await pg.pause();
    let site: ExtraSite;
    try {
      site = await startExtraSite({ DATABASE_URL, ...PUBLIC, SMTP_URL: smtp.url, SEED_DEMO: 'true' }, { waitForReady: false });
      cleanup.push(() => site.stop());
      await eventually(async () => site.output(), (output) => output.includes('"event":"database.waiting"'));
    } finally {
      await pg.resume();
    }
    await eventually(async () => (await fetch(`${site.url}/api/health/ready`).catch(() => null))?.status ?? 0, (status) => status === 200);
    expect((await fetch(`${site.url}/communities/kirkwood-commons`)).status).toBe(200);
    await postContact(site);

    // Waiting cannot mend a database that does not exist: the server ends at once, naming why.
    const missing = await startExtraSite({ DATABASE_URL: pg.url.replace(/\/[^/]*$/, '/no_such_database'), ...PUBLIC, SMTP_URL: smtp.url }, { waitForReady: false });
    cleanup.push(() => missing.stop());
    expect(await missing.exited).toBe(1);
    expect(missing.output()).toContain('The database could not be opened: database "no_such_database" does not exist. Check that PostgreSQL runs');
    expect(missing.output()).not.toContain('"event":"database.waiting"');
  });

  // A server that stops answering on open connections (frozen, or gone from the network in a
  // failover). Before the query deadline every form post waited for as long as the connection
  // stayed open, and each transaction begun meanwhile kept its connection for good.
  test('PostgreSQL frozen: pages read already are served, forms answer 503 after the query deadline, then work', async () => {
    test.setTimeout(180_000);
    const { site, smtp } = await demoSite(cleanup);
    for (const page of pages) expect((await fetch(`${site.url}${page}`)).status, page).toBe(200);

    pg.freeze();
    const answers: string[] = [];
    try {
      for (const page of pages) {
        const started = Date.now();
        const response = await fetch(`${site.url}${page}`);
        answers.push(`${page} ${response.status} ${Date.now() - started} ms`);
        expect(response.status, page).toBe(200);
      }
      // Three at once: each a transaction that cannot begin.
      const started = Date.now();
      const posts = await Promise.all(
        [1, 2, 3].map(() => fetch(`${site.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contactMessage) })),
      );
      const waited = Date.now() - started;
      answers.push(`3 contact posts ${posts.map((post) => post.status).join(' ')} ${waited} ms`);
      for (const post of posts) {
        expect(post.status).toBe(503);
        expect(post.headers.get('retry-after')).toBe('30');
      }
      expect(waited).toBeLessThan(DATABASE_QUERY_TIMEOUT_MS + 10_000);
    } finally {
      pg.thaw();
    }
    console.log(`  while PostgreSQL was frozen: ${answers.join('; ')}`);
    await postContact(site);
    await eventually(async () => smtp.accepted.length, (count) => count >= 1);
  });

  // Last: it restarts the test cluster the other tests share.
  test('PostgreSQL restarts, then stays down a while: pages keep serving, forms say to try again', async ({ page }) => {
    test.setTimeout(240_000);
    const { site, smtp } = await demoSite(cleanup);
    const statuses = () => Promise.all(pages.map(async (page) => `${page} ${(await fetch(`${site.url}${page}`)).status}`));
    const served = pages.map((page) => `${page} 200`);
    expect(await statuses()).toEqual(served);

    // A restart (an upgrade, a failover) ends every connection the site holds.
    await pg.pause();
    await pg.resume();
    expect(await statuses()).toEqual(served);
    await postContact(site);

    await pg.pause();
    try {
      // What the site has read already stays on show, past the time it is kept fresh.
      await new Promise((resolve) => setTimeout(resolve, (LISTING_REVALIDATE_SECONDS + 5) * 1000));
      expect(await statuses()).toEqual(served);
      const refused = await fetch(`${site.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contactMessage) });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Message Failed! Please try again, or e-mail us at /) });
      expect((await fetch(`${site.url}/api/health`)).status).toBe(503);
      // Every instance shares the database: none leaves the rotation, so what is cached is still served.
      expect((await fetch(`${site.url}/api/health/ready`)).status).toBe(200);
      // A page that reads the database at each visit cannot be made: 503, said to pass, not a 500.
      const unread = await fetch(`${site.url}${tourPage}`);
      expect([unread.status, unread.headers.get('retry-after')]).toEqual([503, '30']);
      expect((await page.goto(`${site.url}${tourPage}`))?.status()).toBe(503);
      await expect(page.getByText(DATABASE_UNAVAILABLE_TEXT)).toBeVisible();
    } finally {
      await pg.resume();
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Schedule a tour/ })).toBeVisible();
    await postContact(site);
    await eventually(async () => smtp.accepted.length, (count) => count === 2);

    const output = site.output();
    expect(output).toContain('"event":"database.connection_lost"');
    // The mail worker polls every 10 s: it says once that it waits, and once that it goes on.
    expect(output.match(/"event":"mail\.delivery\.paused"/g)).toHaveLength(1);
    expect(output).toContain('"event":"mail.delivery.resumed"');
    expect(output).not.toContain('"event":"mail.delivery.failed"');
    // Nothing but the site's own log lines about it: no stack dumped by an unhandled 'error' event,
    // and no query sent on a connection still busy with another (refused by pg 9).
    const loose = output.split('\n').filter((line) => !line.startsWith('{'));
    expect(loose.join('\n')).not.toMatch(/terminating connection|Connection terminated|DeprecationWarning/);
  });
});
