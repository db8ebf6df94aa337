// The production path on a real PostgreSQL: what the server refuses, mail that keeps failing,
// a stop during a mail send, and a backup restored. Servers, databases and SMTP listeners of its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findPgBin } from '../test/pg-server';
import { type ExtraSite, startExtraSite } from './support/extra-site';
import { freshDatabase, outbox, postContact, postgresSuite, PUBLIC, query, runCommand } from './support/postgres-site';
import { startSmtpListener } from './support/smtp-listener';
import { approvalToken, postSublet } from './support/sublet-posts';
import { eventually } from './support/waits';

/** PostgreSQL's own backup tools, of the installed server's version. */
function pgTool(name: 'pg_dump' | 'pg_restore', args: string[]): void {
  const run = spawnSync(path.join(findPgBin() ?? '/usr/bin', name), args, { encoding: 'utf8' });
  expect(run.status, `${name}: ${run.stderr}`).toBe(0);
}

test.describe('production mode on PostgreSQL', () => {
  const suite = postgresSuite('servers and mail, no browser: one project is enough');
  const { cleanup } = suite;

  test('refuses to start without SMTP_URL, naming it; with the settings given it serves no demo data', async () => {
    test.setTimeout(240_000);
    const DATABASE_URL = await freshDatabase(suite.pg);
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
    const DATABASE_URL = await freshDatabase(suite.pg);
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
    const DATABASE_URL = await freshDatabase(suite.pg);
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

  // A database restored from a backup brings back what was removed since it was made. Each
  // removal is logged (`sublet.removed`, `privacy.erased`); the command reads the logs and removes
  // again. The servers and the command keep only problems (LOG_LEVEL=warn), as an operator may
  // choose: those two lines are written all the same (lib/log.ts, log.record).
  test('what a restored backup brings back (a deleted sublet, an erased person) is removed again from the logs', async () => {
    test.setTimeout(240_000);
    const DATABASE_URL = await freshDatabase(suite.pg);
    const smtp = await startSmtpListener();
    cleanup.push(() => smtp.close());
    const env = { DATABASE_URL, ...PUBLIC, SMTP_URL: smtp.url, LOG_LEVEL: 'warn' };
    const site = await startExtraSite(env);
    cleanup.push(() => site.stop());
    /** A sublet posted by `email` and approved, with the address of one of its photos. */
    const listed = async (title: string, email?: string) => {
      const { assetKey } = await postSublet(site, title, email);
      const approved = await fetch(`${site.url}/api/sublets/approve/${await approvalToken(smtp, title)}`, { method: 'POST', headers: { accept: 'application/json' } });
      expect(approved.status).toBe(200);
      const key = /(?:\/|%2F)assets(?:\/|%2F)([0-9a-f]{32}\.[a-z]+)/i.exec(await (await fetch(`${site.url}/sublets/${assetKey}`)).text())?.[1];
      expect(key, 'a photo on the manage page').toBeTruthy();
      return { title, assetKey, photo: `/assets/${key}` };
    };
    const stamp = Date.now().toString(36);
    const deleted = await listed(`Deleted by its poster ${stamp}`);
    const sams = await listed(`Posted by Sam ${stamp}`, 'sam@example.com');
    await postContact(site);
    const privacy = (action: string) => runCommand('privacy.ts', [action, 'SAM@example.com'], env);
    const held = (await privacy('find')).out;
    expect(held).toMatch(/1 form\(s\) sent:\n {4}#\d+ contact on \d{4}-\d\d-\d\d, as Sam Lee, 8125550123/);
    expect(held).toContain(`1 sublet(s) posted:\n    `);
    /** What a server shows of a sublet: its manage page, its photo, whether the board lists it. */
    const shown = async (server: ExtraSite, sublet: typeof sams) => [
      (await fetch(`${server.url}/sublets/${sublet.assetKey}`)).status,
      (await fetch(`${server.url}${sublet.photo}`)).status,
      (await (await fetch(`${server.url}/sublets`)).text()).includes(sublet.title),
    ];
    const gone = ([page, asset, onBoard]: unknown[]) => page === 404 && asset === 404 && !onBoard;
    for (const sublet of [deleted, sams]) expect(await shown(site, sublet)).toEqual([200, 200, true]); // the board is cached

    const dir = mkdtempSync(path.join(os.tmpdir(), 'restore-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    const backup = path.join(dir, 'site.dump');
    pgTool('pg_dump', ['-Fc', '-f', backup, DATABASE_URL]);
    // Sam asks for what the company holds about them to be deleted: the running server's board
    // drops Sam's listing at once (the command tells it, lib/data/change-notices.ts).
    const erased = await privacy('erase');
    expect(erased.out).toMatch(/Erased from the PostgreSQL database: 1 form\(s\), 1 sublet\(s\) with their photos, \d+ mail\(s\)\./);
    expect(await eventually(() => shown(site, sams), gone, 5_000)).toEqual([404, 404, false]);
    expect((await fetch(`${site.url}/api/sublets/${deleted.assetKey}`, { method: 'DELETE' })).status).toBe(204);
    await site.stop();

    // The database is lost and restored from the backup, as docs/deploy.md says: servers stopped.
    pgTool('pg_restore', ['--clean', '--if-exists', '-d', DATABASE_URL, backup]);
    const restored = await startExtraSite(env, { port: site.port });
    cleanup.push(() => restored.stop());
    for (const sublet of [deleted, sams]) expect(await shown(restored, sublet)).toEqual([200, 200, true]);
    expect((await privacy('find')).out).toContain('1 form(s) sent');

    // The server's log, and the erasure's output kept with it (docs/deploy.md, "Backups").
    const logFile = path.join(dir, 'site.log');
    writeFileSync(logFile, site.output() + erased.out);
    const replayed = await runCommand('db-replay-removals.ts', [logFile], env);
    // Sam's sublet is in the log twice over: removed by the erasure, which is made again first.
    expect(replayed.out).toContain('2 sublet removal(s) in the log. Removed again from the PostgreSQL database: 1, with their photos; not there: 1');
    expect(replayed.out).toContain("1 erasure(s) of a person's data in the log; erased again: 1");
    expect(replayed.code).toBe(0);
    expect((await privacy('find')).out).toMatch(/0 form\(s\) sent:\n  0 sublet\(s\) posted:/);
    // The running server hears of it: its board is current at once.
    for (const sublet of [deleted, sams]) expect(await eventually(() => shown(restored, sublet), gone, 5_000)).toEqual([404, 404, false]);
  });
});
