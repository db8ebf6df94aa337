// Two production instances of the site on one PostgreSQL and one Redis, as behind a load
// balancer: photos uploaded through one are served by the other (the asset store is the
// database), what one instance or an import changes, both show at once (shared page and data
// cache, change notices), the rate limits hold for the site and not per instance, and both stay
// up under 200 concurrent connections. Servers, database, Redis and SMTP listener of its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { expect, test } from '@playwright/test';
import { validListing, writeFixtureImages } from '../test/listing-fixture';
import type { ExtraSite } from './support/extra-site';
import type { SmtpListener } from './support/smtp-listener';
import { mailText, postSublet } from './support/sublet-posts';
import { board, SITE_URL, twoInstancesSuite } from './support/two-instances';
import { within } from './support/waits';

let a: ExtraSite;
let b: ExtraSite;
let smtp: SmtpListener;
let siteEnv: Record<string, string>;

/** The storage keys of the photos a page shows (in /assets/ URLs, plain or inside /_next/image). */
async function photoKeys(site: ExtraSite, path: string): Promise<string[]> {
  const html = await (await fetch(`${site.url}${path}`)).text();
  return [...new Set([...html.matchAll(/(?:\/|%2F)assets(?:\/|%2F)([0-9a-f]{32}\.[a-z]+)/gi)].map((m) => m[1]!))];
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const resized = (key: string) => `/_next/image?url=${encodeURIComponent(`/assets/${key}`)}&w=640&q=75`;

test.describe('two instances on one PostgreSQL and one Redis', () => {
  twoInstancesSuite((sites) => ({ a, b, smtp, siteEnv } = sites));

  test('a sublet posted on A, approved on B and deleted on B: its photos on both, then gone from both within 2 s', async () => {
    test.setTimeout(120_000);
    const title = `Shared cache check ${Date.now().toString(36)}`;
    // Both boards are cached before the changes.
    expect(await board(a)).not.toContain(title);
    expect(await board(b)).not.toContain(title);

    const { assetKey } = await postSublet(a, title);
    // Photos uploaded through A are served by B, byte for byte (the asset store is the database).
    const keys = await photoKeys(a, `/sublets/${assetKey}`);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      const [fromA, fromB] = await Promise.all([fetch(`${a.url}/assets/${key}`), fetch(`${b.url}/assets/${key}`)]);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect((await bytesOf(fromB)).equals(await bytesOf(fromA))).toBe(true);
      // Each instance makes (and caches) a resized copy.
      for (const site of [a, b]) expect((await fetch(`${site.url}${resized(key)}`)).status).toBe(200);
    }
    const approvalUrl = /https?:\/\/\S+\/sublets\/approve\/[A-Za-z0-9_.-]+/.exec(await mailText(smtp, `Sublet to approve: ${title}`))?.[0];
    expect(approvalUrl, 'the approval link in the moderators mail').toBeTruthy();
    const token = new URL(approvalUrl!).pathname.split('/').pop();
    const approved = await fetch(`${b.url}/api/sublets/approve/${token}`, { method: 'POST', headers: { accept: 'application/json' } });
    expect(approved.status, await approved.clone().text()).toBe(200);

    const shows = async (site: ExtraSite) => (await board(site)).includes(title);
    for (const site of [a, b]) expect(await within(2000, () => shows(site), (listed) => listed), `listed on ${site.url}`).toBe(true);

    expect((await fetch(`${b.url}/api/sublets/${assetKey}`, { method: 'DELETE' })).status).toBe(204);
    for (const site of [a, b]) {
      expect(await within(2000, () => shows(site), (listed) => !listed), `listed on ${site.url}`).toBe(false);
      expect((await fetch(`${site.url}/sublets/${assetKey}`)).status).toBe(404);
      for (const key of keys) {
        // A cached its own resized copies; they go too, though the deletion happened on B.
        expect((await fetch(`${site.url}/assets/${key}`)).status, `${site.url}/assets/${key}`).toBe(404);
        expect((await fetch(`${site.url}${resized(key)}`)).status, `${site.url}${resized(key)}`).toBe(404);
      }
    }
  });

  test('twelve contact posts from one address spread over A and B get 429 where one instance would', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const site = i % 2 ? b : a;
      const response = await fetch(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Sam Lee',
          email: 'sam@example.com',
          phone: '812.555.0123',
          question: `Two instances, message ${i + 1}`,
          emailPreferred: true,
          phonePreferred: false,
          textPreferred: false,
          currentPage: `${SITE_URL}/contact`,
        }),
      });
      statuses.push(response.status);
    }
    // 5 form submissions per address in 10 minutes (lib/rate-limit/endpoint-limiter.ts).
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
  });

  test('an import run while both serve shows on both within 2 s', async () => {
    test.setTimeout(120_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'instances-import-'));
    try {
      await writeFixtureImages(dir);
      const listing = validListing();
      const file = path.join(dir, 'listing.json');
      writeFileSync(file, JSON.stringify(listing));
      const floorplan = '/floorplans/maple-one';
      // Both instances have the answer cached before the import: no such floor plan.
      for (const site of [a, b]) expect((await fetch(`${site.url}${floorplan}`)).status).toBe(404);

      const imported = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/db-import.ts', file], {
        env: { ...process.env, ...siteEnv, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
      expect(imported.status, imported.stderr).toBe(0);
      const done = Date.now();
      for (const site of [a, b]) {
        const status = await within(2000, async () => (await fetch(`${site.url}${floorplan}`)).status, (code) => code === 200);
        expect(status, `${floorplan} on ${site.url}`).toBe(200);
      }
      const shownMs = Date.now() - done;
      // Its pets as the old system exports them: a Pet value and free text, shown as such.
      const page = (await (await fetch(`${a.url}${floorplan}`)).text()).replace(/<[^>]+>/g, '');
      expect(page).toContain('Permitted: Cats');
      expect(page).toContain('Not permitted: Small dogs, Large dogs');
      expect(page).toContain('Cats welcome, $300 deposit');
      console.log(`  import shown on both instances ${shownMs} ms after the command ended`);
      expect(shownMs).toBeLessThanOrEqual(2000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // Tagged @load: `npm test` runs it on its own after every other browser test, since for about a
  // minute it takes both cores and would slow the tests beside it past their timeouts.
  test('200 concurrent connections for 15 s over both instances: no errors, every answer 2xx', { tag: '@load' }, async () => {
    test.setTimeout(180_000);
    const floorplan = /href="(\/floorplans\/[A-Za-z0-9_-]+)"/.exec(await (await fetch(`${a.url}/?availability=all`)).text())?.[1];
    expect(floorplan).toBeTruthy();
    const requests = ['/', floorplan!, '/sublets'].map((path) => ({ method: 'GET' as const, path }));
    // A request counts as an error only when a reverse proxy would give up on it: 60 s is
    // nginx's default proxy_read_timeout (docs/deploy.md). autocannon's own default of 10 s
    // measured the machine instead: 200 connections queue for about 200 / (requests per
    // second) seconds, 5 s here and over 10 s on a slower CI machine, with every answer a 200.
    const run = (site: ExtraSite, connections: number) => autocannon({ url: site.url, connections, duration: 15, timeout: 60, requests });
    const figures = (r: autocannon.Result) => ({ requests: r.requests.total, perSecond: r.requests.average, p99: r.latency.p99, errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx });
    const results = await Promise.all([run(a, 100), run(b, 100)]);
    const totals = results.map(figures);
    console.log(`  two instances, 200 connections, 15 s: ${JSON.stringify(totals)}; total ${Math.round(results.reduce((sum, r) => sum + r.requests.average, 0))} requests/s`);
    // The same load on one instance, for comparison (printed, not gated: on a 2-core machine two
    // instances share the cores, so the gain shows on machines with more of them). It runs last:
    // an overloaded server goes on rendering what it had queued for a while after the load ends,
    // which would be measured by the checks above.
    const alone = figures(await run(a, 200));
    console.log(`  one instance, 200 connections, 15 s: ${JSON.stringify(alone)}`);
    // A Redis answer later than the deadline (lib/redis-guard.cjs) under this load would send the
    // instance to its own cache and counts for a second: reported, since it depends on the machine.
    const late = [a, b].map((site) => site.output().split('"event":"redis.unresponsive"').length - 1);
    console.log(`  Redis answers past the deadline under load, per instance: ${late.join(', ')}`);
    for (const total of [...totals, alone]) {
      expect(total.errors).toBe(0);
      expect(total.timeouts).toBe(0);
      expect(total.non2xx).toBe(0);
      expect(total.requests).toBeGreaterThan(0);
    }
  });
});
