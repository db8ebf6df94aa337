// Sites in production mode on a test PostgreSQL cluster (test/pg-server.ts), for the specs of the
// production path (e2e/production.spec.ts) and of database outages (e2e/database-outage.spec.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { type PgServer, startPgServer } from '../../test/pg-server';
import { type ExtraSite, root, startExtraSite } from './extra-site';
import { startSmtpListener } from './smtp-listener';

/** The settings production mode requires besides the database and mail. */
export const PUBLIC = { SITE_URL: 'https://www.limestonelane.example', APP_SECRET: 'a-production-secret-of-more-than-32-characters' };

export const contactMessage = {
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '812.555.0123',
  question: 'Any 2 bedrooms for May?',
  emailPreferred: true,
  phonePreferred: false,
  textPreferred: false,
  currentPage: 'https://www.limestonelane.example/contact',
};

/** What the test steps stop or remove after each test, last first. */
export type Cleanup = (() => Promise<void>)[];

/**
 * Called inside a test.describe: its tests run one after another on a PostgreSQL cluster of their
 * own (desktop project only: `why`), and what each test pushes on `cleanup` is undone after it.
 */
export function postgresSuite(why: string): { readonly pg: PgServer; cleanup: Cleanup } {
  let cluster: PgServer | undefined;
  const cleanup: Cleanup = [];
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', why);
    test.setTimeout(120_000);
    cluster = await startPgServer();
  });
  test.afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });
  return {
    get pg() {
      if (!cluster) throw new Error('the PostgreSQL cluster is not started yet');
      return cluster;
    },
    cleanup,
  };
}

let databases = 0;

/** A new empty database on the test cluster; its URL. */
export async function freshDatabase(pg: PgServer): Promise<string> {
  const name = `site_${(databases += 1)}`;
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return pg.url.replace(/\/[^/]*$/, `/${name}`);
}

export async function query<T>(databaseUrl: string, sql: string): Promise<T[]> {
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
export const outbox = (databaseUrl: string) =>
  query<OutboxRow>(databaseUrl, 'select id, status, attempts, locked_until is not null as "inFlight" from mail_outbox order by id');

/** A database command (scripts/*.ts) as the npm scripts run it. */
export function runCommand(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
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

/** A site on a fresh database with the demo data, and the SMTP listener it sends to; both stopped by `cleanup`. */
export async function demoSite(pg: PgServer, cleanup: Cleanup) {
  const DATABASE_URL = await freshDatabase(pg);
  const smtp = await startSmtpListener();
  cleanup.push(() => smtp.close());
  const site = await startExtraSite({ DATABASE_URL, ...PUBLIC, SMTP_URL: smtp.url, SEED_DEMO: 'true' });
  cleanup.push(() => site.stop());
  return { site, smtp };
}

export async function postContact(site: ExtraSite) {
  const response = await fetch(`${site.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contactMessage) });
  expect(response.status, await response.clone().text()).toBe(201);
}
