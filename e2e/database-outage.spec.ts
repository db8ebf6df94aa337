// PostgreSQL out of reach under a site in production mode: down when the site starts, frozen
// (it keeps its connections and answers nothing), restarted and down a while. A cluster of its
// own, since these tests stop it.
import { expect, test } from '@playwright/test';
import { DATABASE_UNAVAILABLE_TEXT, UNEXPECTED_ERROR_TITLE } from '../components/layout/errorTexts';
import { LISTING_REVALIDATE_SECONDS } from '../lib/cache-tags';
import { DATABASE_QUERY_TIMEOUT_MS } from '../lib/data/deadlines';
import { type ExtraSite, startExtraSite } from './support/extra-site';
import { contactMessage, demoSite, freshDatabase, postContact, postgresSuite, PUBLIC } from './support/postgres-site';
import { startSmtpListener } from './support/smtp-listener';
import { expectNoAxeViolations } from './support/site';
import { eventually } from './support/waits';

/** The pages the outage tests read before and during an outage. */
const pages = ['/', '/communities/kirkwood-commons', '/floorplans/kirkwood-laurel', '/sublets'];
/** A page made at each visit from the database (its free times). */
const tourPage = '/communities/kirkwood-commons/tour';

test.describe('PostgreSQL out of reach', () => {
  const suite = postgresSuite('servers and one page: one project is enough');
  const { cleanup } = suite;

  // After a power cut PostgreSQL may come up after the site. Before, a site started first answered
  // every request 500 for good (Next's start-up hook had failed), even once the database was up.
  test('started while PostgreSQL is down, the site waits for it; a database it cannot open ends it, said plainly', async () => {
    test.setTimeout(240_000);
    const DATABASE_URL = await freshDatabase(suite.pg);
    const smtp = await startSmtpListener();
    cleanup.push(() => smtp.close());
    await suite.pg.pause();
    let site: ExtraSite;
    try {
      site = await startExtraSite({ DATABASE_URL, ...PUBLIC, SMTP_URL: smtp.url, SEED_DEMO: 'true' }, { waitForReady: false });
      cleanup.push(() => site.stop());
      await eventually(async () => site.output(), (output) => output.includes('"event":"database.waiting"'));
    } finally {
      await suite.pg.resume();
    }
    await eventually(async () => (await fetch(`${site.url}/api/health/ready`).catch(() => null))?.status ?? 0, (status) => status === 200);
    expect((await fetch(`${site.url}/communities/kirkwood-commons`)).status).toBe(200);
    await postContact(site);

    // Waiting cannot mend a database that does not exist: the server ends at once, naming why.
    const missing = await startExtraSite({ DATABASE_URL: suite.pg.url.replace(/\/[^/]*$/, '/no_such_database'), ...PUBLIC, SMTP_URL: smtp.url }, { waitForReady: false });
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
    const { site, smtp } = await demoSite(suite.pg, cleanup);
    for (const page of pages) expect((await fetch(`${site.url}${page}`)).status, page).toBe(200);

    suite.pg.freeze();
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
      suite.pg.thaw();
    }
    console.log(`  while PostgreSQL was frozen: ${answers.join('; ')}`);
    await postContact(site);
    await eventually(async () => smtp.accepted.length, (count) => count >= 1);
  });

  // Last: it restarts the cluster the other tests share.
  test('PostgreSQL restarts, then stays down a while: pages keep serving, forms say to try again', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const { site, smtp } = await demoSite(suite.pg, cleanup);
    const statuses = () => Promise.all(pages.map(async (page) => `${page} ${(await fetch(`${site.url}${page}`)).status}`));
    const served = pages.map((page) => `${page} 200`);
    expect(await statuses()).toEqual(served);

    // A restart (an upgrade, a failover) ends every connection the site holds.
    await suite.pg.pause();
    await suite.pg.resume();
    // Its change listener connects again a moment later and reads the notices committed meanwhile
    // (lib/data/change-notices.ts): none, so the pages' cached data is kept. Until 2026-11-30 it
    // expired everything here, and a page not read again before the outage below answered 503.
    await eventually(async () => site.output(), (log) => log.includes('"event":"changes.resumed"'), 30_000);
    expect(site.output()).toContain('"missed":"none"');
    expect(await statuses()).toEqual(served);
    await postContact(site);

    await suite.pg.pause();
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
      // The document itself says so, for a browser whose scripts have not run (yet, or at all:
      // here they do not load; axe needs JavaScript of its own).
      const bareContext = await browser.newContext();
      const bare = await bareContext.newPage();
      await bare.route('**/_next/static/**/*.js', (route) => route.abort());
      expect((await bare.goto(`${site.url}${tourPage}`))?.status()).toBe(503);
      await expect(bare.getByRole('heading', { level: 1, name: UNEXPECTED_ERROR_TITLE })).toBeVisible();
      await expect(bare.getByText(DATABASE_UNAVAILABLE_TEXT)).toBeVisible();
      await expect(bare.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '');
      await expectNoAxeViolations(bare);
      await bareContext.close();
      // The scripts then draw the error page in its place.
      expect((await page.goto(`${site.url}${tourPage}`))?.status()).toBe(503);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByText(DATABASE_UNAVAILABLE_TEXT)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0);
    } finally {
      await suite.pg.resume();
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Schedule a tour/ })).toBeVisible();
    await postContact(site);
    await eventually(async () => smtp.accepted.length, (count) => count === 2);
    // The worker says it goes on once its round has ended, a moment after the SMTP server took the mail.
    await eventually(async () => site.output(), (log) => log.includes('"event":"mail.delivery.resumed"'), 10_000);

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
