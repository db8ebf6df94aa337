// A sublet's end of life: deletion takes its photos with it (the originals and every
// /_next/image copy), photo folders of sublets that are not listed answer 404, moderators
// reject or take down from the confirmation page, and an approval link older than 14 days gets a
// page that says it expired. docs/data-retention.md describes the rules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signApprovalToken } from '../lib/sublets/approval-token';
import { root } from './support/extra-site';
import { drawTestPhotos, postSublet, poster, waitForMail } from './support/sublet-helpers';
import { expectNoPreviewOffSite, headOf } from './support/head';
import { expectNoAxeViolations } from './support/site';

const DAY = 24 * 60 * 60 * 1000;
const imagesDir = path.join(root, '.next', 'cache', 'optimized-images');

test.beforeAll(drawTestPhotos);

/** The optimized-image URLs a page would use for a photo: two widths, AVIF and WebP. */
function optimized(src: string): { url: string; accept: string }[] {
  return [640, 1080].flatMap((w) =>
    ['image/avif', 'image/webp'].map((accept) => ({ url: `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=75`, accept: `${accept},image/*` })),
  );
}

/** The cached copies on disk made from an asset (their meta records the source's ETag). */
function cachedCopiesOf(src: string): string[] {
  const etag = Buffer.from(`"${src.slice('/assets/'.length, '/assets/'.length + 32)}"`).toString('base64url');
  let names: string[] = [];
  try {
    names = readdirSync(imagesDir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.filter((name) => {
    try {
      return JSON.parse(readFileSync(path.join(imagesDir, name), 'utf8')).upstreamEtag === etag;
    } catch {
      return false;
    }
  });
}

test("a deleted sublet's photos answer 404, originals and /_next/image copies, and its folder is 404 unless listed", async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  const who = poster(testInfo, 'gone');
  const { id, assetKey, token } = await postSublet(request, who.title, who.email);
  const folder = `/api/photo-folders/${encodeURIComponent(`sublet:${id}`)}`;

  // Pending: the folder is a 404, like an unknown one.
  expect((await request.get(folder)).status()).toBe(404);
  expect((await request.get(`/api/photo-folders/${encodeURIComponent('sublet:sub_unknown')}`)).status()).toBe(404);

  expect((await request.post(`/api/sublets/approve/${token}`, { headers: { accept: 'application/json' } })).status()).toBe(200);
  const listed = await request.get(folder);
  expect(listed.status()).toBe(200);
  const sources = ((await listed.json()) as { images: { src: string }[] }).images.map((image) => image.src);
  expect(sources).toHaveLength(2);

  // Served and copied into the optimized-image cache.
  for (const src of sources) {
    expect((await request.get(src)).status()).toBe(200);
    for (const { url, accept } of optimized(src)) {
      const response = await request.get(url, { headers: { accept } });
      expect(response.status(), url).toBe(200);
    }
    // Written just after the answer: wait for the four copies.
    await expect.poll(() => cachedCopiesOf(src).length).toBeGreaterThanOrEqual(4);
  }

  expect((await request.delete(`/api/sublets/${assetKey}`)).status()).toBe(204);

  for (const src of sources) {
    expect((await request.get(src)).status()).toBe(404);
    for (const { url, accept } of optimized(src)) {
      expect((await request.get(url, { headers: { accept } })).status(), url).toBe(404);
    }
    // The copies themselves are gone from the disk, not only hidden.
    expect(cachedCopiesOf(src)).toEqual([]);
  }
  expect((await request.get(folder)).status()).toBe(404);
});

test('moderators reject a pending sublet and take down an approved one from the confirmation page', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const rejected = poster(testInfo, 'reject');
  const first = await postSublet(request, rejected.title, rejected.email);
  // Private links: nothing for a link preview to show.
  for (const path of [`/sublets/${first.assetKey}`, `/sublets/approve/${first.token}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectNoPreviewOffSite(headOf(await response.text()), path);
  }
  await page.goto(`/sublets/approve/${first.token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Approve this sublet?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sublet rejected' })).toBeVisible();
  await expect(page.getByText('Sublet rejected. It was deleted with its photos and will not be listed.')).toBeVisible();
  // Gone everywhere: the poster's manage link, the moderators' page, the API.
  expect((await page.goto(`/sublets/${first.assetKey}`))?.status()).toBe(404);
  expect((await page.goto(`/sublets/approve/${first.token}`))?.status()).toBe(404);
  // Pressing again (a second moderator) changes nothing and says so.
  const again = await request.post(`/api/sublets/remove/${first.token}`, { data: { action: 'reject' } });
  expect(await again.json()).toEqual({ message: 'This sublet was already removed.' });
  const toldRejected = await waitForMail(request, (m) => m.envelopeTo.includes(rejected.email) && m.subject === `Your sublet was not approved: ${rejected.title}`);
  expect(toldRejected.text).toContain('a moderator did not approve');

  const takenDown = poster(testInfo, 'down');
  const second = await postSublet(request, takenDown.title, takenDown.email);
  await page.goto(`/sublets/approve/${second.token}`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Sublet approved. It is listed now.')).toBeVisible();
  const photo = await page.getByRole('article', { name: takenDown.title }).locator('img').first().getAttribute('src');
  expect(photo).toContain('/_next/image');
  await page.goto('/sublets');
  await expect(page.getByRole('article', { name: takenDown.title })).toBeVisible();

  await page.goto(`/sublets/approve/${second.token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sublet approved' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Take down', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sublet taken down' })).toBeVisible();
  await expect(page.getByText('Sublet taken down. It was deleted with its photos and is no longer listed.')).toBeVisible();
  await waitForMail(request, (m) => m.envelopeTo.includes(takenDown.email) && m.subject === `Your sublet was taken down: ${takenDown.title}`);
  await page.goto('/sublets');
  await expect(page.getByRole('heading', { level: 1, name: 'Sublets' })).toBeVisible();
  await expect(page.getByRole('article', { name: takenDown.title })).toHaveCount(0);
  expect((await request.get(photo!)).status()).toBe(404);
  expect((await request.get(`/api/photo-folders/${encodeURIComponent(`sublet:${second.id}`)}`)).status()).toBe(404);
});

test('a visitor reports a listing; the moderators get a link that takes it down', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const reported = poster(testInfo, 'report');
  const posted = await postSublet(request, reported.title, reported.email);
  await page.goto(`/sublets/approve/${posted.token}`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Sublet approved. It is listed now.')).toBeVisible();

  await page.goto('/sublets');
  await page.getByRole('article', { name: reported.title }).getByRole('link', { name: `Report this listing: ${reported.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report a listing' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing chosen: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Please choose what is wrong').first()).toBeVisible();
  await page.getByRole('radio', { name: /It looks like a scam/ }).check();
  await page.getByLabel('Details', { exact: true }).fill('Asks for the deposit by wire before any viewing.');
  await page.getByLabel('Your e-mail (optional)').fill('wary.visitor@example.com');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. The moderators will look at this listing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send report' })).toBeDisabled();

  const mail = await waitForMail(request, (m) => m.subject === `Sublet reported (scam): ${reported.title}`);
  expect(mail.text).toContain('Asks for the deposit by wire before any viewing.');
  expect(mail.text).toContain('wary.visitor@example.com');
  const token = /\/sublets\/approve\/([A-Za-z0-9_.-]+)/.exec(mail.text)![1]!;
  await page.goto(`/sublets/approve/${token}`);
  await page.getByRole('button', { name: 'Take down', exact: true }).click();
  await expect(page.getByText('Sublet taken down. It was deleted with its photos and is no longer listed.')).toBeVisible();
  await page.goto('/sublets');
  await expect(page.getByRole('article', { name: reported.title })).toHaveCount(0);
  // Its report page is gone with it.
  expect((await page.goto(`/sublets/report/${posted.id}`))?.status()).toBe(404);
});

test('an approval link older than 14 days gets a page that says it expired, and approves nothing', async ({ page, request }) => {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'app-secret'), 'utf8').trim();
  // The demo's sublet that waits for approval.
  const token = signApprovalToken('demo-sublet-pending', secret, new Date(Date.now() - 15 * DAY));
  const response = await page.goto(`/sublets/approve/${token}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'This approval link has expired' })).toBeVisible();
  await expect(page.getByText('Approval links work for 14 days after a sublet is posted; nothing was changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect(page.getByText('Studio near Bryan Park (awaiting approval)')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const refused = await request.post(`/api/sublets/approve/${token}`, { headers: { accept: 'application/json' } });
  expect(refused.status()).toBe(410);
  expect((await refused.json()).message).toMatch(/^This approval link has expired/);
  // The same sublet with a link of today still shows its confirmation page (not approved).
  await page.goto(`/sublets/approve/${signApprovalToken('demo-sublet-pending', secret)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Approve this sublet?' })).toBeVisible();
});

test('a press on the moderators’ page refused for its rate, or failed on the server, comes back to the page saying so', async ({ page }) => {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'app-secret'), 'utf8').trim();
  const confirmation = `/sublets/approve/${signApprovalToken('demo-sublet-pending', secret)}`;
  for (const [result, text] of [
    ['failed', 'The sublet could not be changed. Please try again.'],
    ['busy', 'Too many requests. Please wait a few minutes and try again.'],
  ]) {
    await page.goto(`${confirmation}?result=${result}`);
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Approve this sublet?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
