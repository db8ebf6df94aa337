// Redis out of reach under two instances of the site (e2e/support/two-instances.ts): stopped
// while a change is made through one instance, then started again with its data; frozen (it
// keeps its connections and answers nothing). Servers, database, Redis and SMTP listener of its own.
import { expect, test } from '@playwright/test';
import { startRedisServer } from '../test/redis-server';
import type { ExtraSite } from './support/extra-site';
import { approvalToken, postSublet } from './support/sublet-posts';
import { board, SITE_URL, type TwoInstances, twoInstancesSuite } from './support/two-instances';
import { within } from './support/waits';

let sites: TwoInstances;
let a: ExtraSite;
let b: ExtraSite;

test.describe('Redis out of reach under two instances', () => {
  twoInstancesSuite((started) => {
    sites = started;
    ({ a, b } = started);
  });

  test('a sublet deleted on B while Redis is down is gone from A when Redis comes back with its data', async () => {
    test.setTimeout(120_000);
    const title = `Redis outage check ${Date.now().toString(36)}`;
    const { assetKey } = await postSublet(a, title);
    const token = await approvalToken(sites.smtp, title);
    expect((await fetch(`${b.url}/api/sublets/approve/${token}`, { method: 'POST', headers: { accept: 'application/json' } })).status).toBe(200);
    const shows = async (site: ExtraSite) => (await board(site)).includes(title);
    // Cached in Redis with the sublet on it.
    for (const site of [a, b]) expect(await within(2000, () => shows(site), (listed) => listed), `listed on ${site.url}`).toBe(true);

    await sites.redis.stop();
    expect((await fetch(`${b.url}/api/sublets/${assetKey}`, { method: 'DELETE' })).status).toBe(204);
    for (const site of [a, b]) expect(await shows(site), `listed on ${site.url} during the outage`).toBe(false);
    sites.redis = await startRedisServer(sites.redis.port, { saveIn: sites.redisDir });
    // A made no change and has the old board in Redis again: it must not show it once its
    // connection is back (each retry waits up to 5 s), nor after.
    const until = Date.now() + 8000;
    while (Date.now() < until) {
      expect(await shows(a), 'the deleted sublet on A after the outage').toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const site of [a, b]) {
      expect(site.output()).toContain('"event":"cache.expiry_missed"');
      expect(site.output()).toContain('"event":"cache.emptied"');
    }
    // The rate limits' own connection is back too before the next tests count on it.
    for (const site of [a, b]) {
      const ready = () => site.output().split('"event":"redis.ready"').length - 1;
      expect(await within(10_000, async () => ready(), (count) => count >= 2), `rate limits reconnected on ${site.url}`).toBeGreaterThanOrEqual(2);
    }
  });

  test('a Redis that keeps its connections but answers nothing holds no request for more than its deadline', async () => {
    test.setTimeout(120_000);
    const timed = async (request: () => Promise<Response>) => {
      const started = Date.now();
      const response = await request();
      return { status: response.status, ms: Date.now() - started };
    };
    const contact = (site: ExtraSite) =>
      fetch(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Kim Frozen',
          email: 'kim@example.com',
          phone: '812.555.0188',
          question: 'Sent while Redis was frozen.',
          emailPreferred: true,
          phonePreferred: false,
          textPreferred: false,
          currentPage: `${SITE_URL}/contact`,
        }),
      });
    sites.redis.pause();
    const answers: { what: string; status: number; ms: number }[] = [];
    try {
      for (const site of [a, b]) {
        for (const path of ['/', '/sublets', '/']) answers.push({ what: `${site.url}${path}`, ...(await timed(() => fetch(`${site.url}${path}`))) });
        answers.push({ what: `${site.url} contact`, ...(await timed(() => contact(site))) });
      }
    } finally {
      sites.redis.resume();
    }
    console.log(`  answers while Redis was frozen: ${JSON.stringify(answers.map(({ status, ms }) => [status, ms]))}`);
    for (const answer of answers) {
      expect([200, 201], answer.what).toContain(answer.status);
      // Before the deadline (lib/redis-guard.cjs) every one of them waited for good.
      expect(answer.ms, answer.what).toBeLessThan(5000);
    }
    for (const site of [a, b]) {
      for (const use of ['page cache', 'rate limits']) expect(site.output()).toContain(`"event":"redis.unresponsive","use":"${use}"`);
      const responsive = () => site.output().split('"event":"redis.responsive"').length - 1;
      expect(await within(10_000, async () => responsive(), (count) => count >= 2), `Redis answering again on ${site.url}`).toBeGreaterThanOrEqual(2);
    }
  });
});
