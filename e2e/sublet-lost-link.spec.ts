import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { drawTestPhotos, mails, postSublet, waitForMail } from './support/sublet-helpers';

/**
 * A poster who lost the mail with their private link (docs/product.md, "A lost link"): from the
 * board to the lost-link page, a new link mailed to the address they posted with, the old link
 * now the 404 page that points back here. Runs in both projects; each posts its own sublet.
 */

test.beforeAll(drawTestPhotos);

const SENT = 'If a sublet was posted with that address, we have e-mailed it a new private link.';

async function noAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect([what, results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)]).toEqual([what, []]);
}

test('a poster gets a new link by mail; the old one is the 404 page that leads back here', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const email = `lost.${stamp}@example.com`;
  const title = `Lost link ${stamp}`.slice(0, 50);
  const { assetKey } = await postSublet(request, title, email);

  await page.goto('/sublets');
  await page.getByRole('link', { name: 'Get a new one' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lost the link to your sublet?' })).toBeVisible();
  await noAxeViolations(page, 'the form');

  // Nothing typed: the field's message, nothing sent.
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText('Please provide Email').first()).toBeVisible();
  await noAxeViolations(page, 'the form with its error');

  // Typed as people type it: another case, spaces around.
  await page.getByLabel('The e-mail you posted with').fill(`  ${email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeDisabled();
  await noAxeViolations(page, 'the form sent');

  const mail = await waitForMail(request, (m) => m.subject === `A new link to your sublet: ${title}`);
  expect(mail.envelopeTo).toEqual([email]);
  expect(mail.text).toContain('the link we sent before no longer works');
  const newKey = /\/sublets\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(newKey).toBeTruthy();
  expect(newKey).not.toBe(assetKey);

  // The old link: the 404 page, with the way to a new link.
  const old = await page.goto(`/sublets/${assetKey}`);
  expect(old?.status()).toBe(404);
  await expect(page.getByText('Uh-oh, this is a 404')).toBeVisible();
  await expect(page.getByText('a newer link replaced this one')).toBeVisible();
  await noAxeViolations(page, 'the old link');
  await page.getByRole('link', { name: 'Get a new link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lost the link to your sublet?' })).toBeVisible();

  // The new one manages the listing, and deletes it.
  const managed = await page.goto(`/sublets/${newKey}`);
  expect(managed?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Your sublet' })).toBeVisible();
  expect((await request.delete(`/api/sublets/${assetKey}`)).status()).toBe(404);
  expect((await request.delete(`/api/sublets/${newKey}`)).status()).toBe(204);
});

test('an address that posted nothing gets the same answer, and no mail', async ({ page, request }, testInfo) => {
  const email = `never.posted.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
  await page.goto('/sublets/lost-link');
  await page.getByLabel('The e-mail you posted with').fill(email);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  // Stored in the request's transaction: had there been a mail, it would be caught by now.
  await page.waitForTimeout(1_000);
  expect((await mails(request)).filter((m) => m.envelopeTo.includes(email))).toEqual([]);
});
