// Moderation on a server of its own, on PostgreSQL: the test moves a sublet in time (an expired
// listing's photo folder), and plays the trusted proxy (TRUST_PROXY=1) so that reports come from
// different visitors and take a listing off the board until a moderator puts it back.
// docs/data-retention.md and docs/product.md ("Held by reports") describe the rules.
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { signApprovalToken } from '../lib/sublets/approval-token';
import { SUBLET_NOT_LISTABLE_MESSAGE } from '../lib/sublets/moderation-messages';
import { startPgServer, type PgServer } from '../test/pg-server';
import { startExtraSite, type ExtraSite } from './support/extra-site';
import { drawTestPhotos, postSublet, poster } from './support/sublet-helpers';
import { expectNoAxeViolations } from './support/site';

test.beforeAll(drawTestPhotos);

test.describe('on PostgreSQL, where the test can move a sublet in time', () => {
  test.describe.configure({ mode: 'serial' });
  let pg: PgServer;
  let site: ExtraSite;
  let databaseUrl: string;
  const secret = 'a-lifecycle-secret-of-more-than-32-characters';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    pg = await startPgServer();
    const admin = new Client({ connectionString: pg.url });
    await admin.connect();
    await admin.query('create database lifecycle');
    await admin.end();
    databaseUrl = pg.url.replace(/\/[^/]*$/, '/lifecycle');
    // TRUST_PROXY=1: the test plays the proxy, so reports can come from different visitors.
    site = await startExtraSite(
      { DATABASE_URL: databaseUrl, SITE_URL: 'https://www.limestonelane.example', APP_SECRET: secret, MAIL_TRANSPORT: 'file', TRUST_PROXY: '1' },
      { timeoutMs: 200_000 },
    );
  });
  test.afterAll(async () => {
    await site?.stop();
    await pg?.stop();
  });

  async function sql(text: string, values: unknown[] = []) {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  test('the photo folder of an expired sublet answers 404', async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: site.url });
    const who = poster(testInfo, 'expired');
    const { id } = await postSublet(request, who.title, who.email, async () => {
      const [row] = await sql('select id from sublets where title = $1', [who.title]);
      return signApprovalToken(row.id, secret);
    });
    const folder = `/api/photo-folders/${encodeURIComponent(`sublet:${id}`)}`;
    expect((await request.get(folder)).status()).toBe(404);
    expect((await request.post(`/api/sublets/approve/${signApprovalToken(id, secret)}`, { headers: { accept: 'application/json' } })).status()).toBe(200);
    expect((await request.get(folder)).status()).toBe(200);
    // Approved 31 days ago: expired.
    await sql(`update sublets set approved_at = now() - interval '31 days' where id = $1`, [id]);
    const expired = await request.get(folder);
    expect(expired.status()).toBe(404);
    expect(await expired.text()).not.toContain(who.title);
    await request.dispose();
  });

  test('the poster renews an ended listing from the private page, with or without JavaScript', async ({ browser, playwright }, testInfo) => {
    test.setTimeout(120_000);
    const request = await playwright.request.newContext({ baseURL: site.url });
    const who = poster(testInfo, 'renew');
    const { id, token, assetKey } = await postSublet(request, who.title, who.email, async () => {
      const [row] = await sql('select id from sublets where title = $1', [who.title]);
      return signApprovalToken(row.id, secret);
    });
    expect((await request.post(`/api/sublets/approve/${token}`, { headers: { accept: 'application/json' } })).status()).toBe(200);
    for (const javaScriptEnabled of [true, false]) {
      // Its 30 days ended three days ago.
      await sql(`update sublets set approved_at = now() - interval '33 days' where id = $1`, [id]);
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${site.url}/sublets/${assetKey}`);
      await expect(page.getByText(/^Expired on /)).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Renew for 30 days' }).click();
      const until = /Sublet Renewed! It is listed until ([A-Z][a-z]{2} \d{2}, \d{4})\./;
      await expect(page.getByRole('status').filter({ hasText: until })).toBeVisible();
      await expect(page.getByText(/^Listed on the sublet board until /)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Renew for 30 days' })).toHaveCount(0);
      await expect(page.getByText(/^From [A-Z][a-z]{2} \d{2}, \d{4} you can renew it here for another 30 days/)).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.goto(`${site.url}/sublets`);
      await expect(page.getByRole('article', { name: who.title })).toHaveCount(1);
      await context.close();
    }
    const [row] = await sql(`select approved_at > now() - interval '1 hour' as renewed, ended_notice_at from sublets where id = $1`, [id]);
    expect(row).toEqual({ renewed: true, ended_notice_at: null });
    await request.dispose();
  });

  test('Approve pressed on a page opened before its Available To day passed: not listed, the page says why', async ({ page, playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: site.url });
    const who = poster(testInfo, 'lapsed');
    const { id, token } = await postSublet(request, who.title, who.email, async () => {
      const [row] = await sql('select id from sublets where title = $1', [who.title]);
      return signApprovalToken(row.id, secret);
    });
    await page.goto(`${site.url}/sublets/approve/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Approve this sublet?' })).toBeVisible();
    // While the page is open, its dates pass (two days back: whatever Bloomington's day is now).
    await sql(`update sublets set available_from = current_date - 2, available_to = current_date - 2 where id = $1`, [id]);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(SUBLET_NOT_LISTABLE_MESSAGE)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Reject this sublet?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expectNoAxeViolations(page);
    const [row] = await sql('select approved from sublets where id = $1', [id]);
    expect(row).toEqual({ approved: false });
    // Its poster heard only that it was posted.
    const told = await sql('select subject from mail_outbox where $1 = any("to") order by id', [who.email]);
    expect(told.map((mail) => mail.subject)).toEqual([`Your sublet: ${who.title}`]);
    await request.dispose();
  });

  test('reports from three visitors take a listing off the board; Put back lists it again for good', async ({ page, playwright }, testInfo) => {
    test.setTimeout(150_000);
    const request = await playwright.request.newContext({ baseURL: site.url });
    const who = poster(testInfo, 'held');
    const { id, token } = await postSublet(request, who.title, who.email, async () => {
      const [row] = await sql('select id from sublets where title = $1', [who.title]);
      return signApprovalToken(row.id, secret);
    });
    expect((await request.post(`/api/sublets/approve/${token}`, { headers: { accept: 'application/json' } })).status()).toBe(200);
    const report = (address: string) =>
      request.post(`/api/sublets/${id}/report`, { data: { reason: 'scam', details: '', email: '' }, headers: { 'x-forwarded-for': address } });
    const card = () => page.getByRole('article', { name: who.title });

    // One visitor twice, with a forged entry before the proxy's: still one visitor.
    for (const address of ['198.51.100.1', '10.9.9.9, 198.51.100.1', '198.51.100.2']) expect((await report(address)).status()).toBe(201);
    await page.goto(`${site.url}/sublets`);
    await expect(card()).toHaveCount(1);
    expect((await report('198.51.100.3')).status()).toBe(201);
    await page.goto(`${site.url}/sublets`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card()).toHaveCount(0);
    // Nobody can write to its poster meanwhile.
    const message = await request.post(`/api/sublets/${id}/message`, { data: { name: 'Ana', email: 'ana@example.com', message: 'Is it free?' } });
    expect(message.status()).toBe(404);

    await page.goto(`${site.url}/sublets/approve/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Put this sublet back?' })).toBeVisible();
    await expect(page.getByText('Taken off the sublet board after visitors reported it, until a moderator looks at it.')).toBeVisible();
    // Why, without searching the mailbox.
    const reports = page.getByRole('region', { name: 'Reports' });
    await expect(reports.getByText('4 reports from 3 different visitors:')).toBeVisible();
    await expect(reports.getByRole('listitem').filter({ hasText: 'It looks like a scam' })).toHaveCount(4);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Put back', exact: true }).click();
    await expect(page.getByText('Sublet put back. It is listed again, and reports no longer take it off the board.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Put back' })).toHaveCount(0);
    // The poster was told each step, once: listed, off the board, back.
    const told = await sql('select subject from mail_outbox where $1 = any("to") order by id', [who.email]);
    expect(told.map((row) => row.subject)).toEqual(
      ['Your sublet: ', 'Your sublet is on the board: ', 'Your sublet is off the board for now: ', 'Your sublet is back on the board: '].map((subject) => subject + who.title),
    );

    for (const address of ['198.51.100.4', '198.51.100.5', '198.51.100.6']) expect((await report(address)).status()).toBe(201);
    await page.goto(`${site.url}/sublets`);
    await expect(card()).toHaveCount(1);
    await request.dispose();
  });
});
