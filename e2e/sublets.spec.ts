import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cardOf, drawTestPhotos, fillSubletForm, NEXT_YEAR, nextYearDay, photos, poster, waitForMail } from './support/sublet-helpers';

/**
 * The sublet board end to end: post with 2 images → not listed → approve through the
 * moderators' mail → listed → contact the poster → manage link from the poster's mail → delete →
 * gone; no asset key, poster e-mail or last name in any public page, payload or the sitemap;
 * unknown keys get the 404 page. The form's own messages: sublet-form.spec.ts. Runs in both
 * projects (desktop 1280 and phone 390): titles and addresses carry the project name so the two
 * runs never read each other's mail.
 */

test.beforeAll(drawTestPhotos);

test('a sublet from post to delete: moderated by mail, contacted, managed by its private link', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const who = poster(testInfo, 'life');
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) refused.push(m.text());
  });

  await page.goto('/sublets/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Sublet' })).toBeVisible();
  await fillSubletForm(page, who);
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByText('Cover')).toBeVisible();

  // A slow upload link, so that the progress is seen while it runs.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  await page.getByRole('button', { name: 'Post Sublet' }).click();
  const uploading = page.getByRole('progressbar', { name: 'Uploading images' });
  await expect(uploading).toBeVisible();
  await expect(page.getByRole('button', { name: /Posting/ })).toBeDisabled();
  await expect(page.getByText('Thank you! Your sublet will be posted once it is approved.')).toBeVisible({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByRole('progressbar', { name: 'Images uploaded' })).toHaveAttribute('value', '100');
  await expect(page.getByRole('button', { name: 'Post Sublet' })).toBeDisabled();
  // The address as typed and the private link itself, in case the mail goes astray.
  await expect(page.getByText(`We e-mailed ${who.email} a private link to see, renew or delete your listing.`)).toBeVisible();
  const shownLink = await page.getByRole('link', { name: /\/sublets\/[A-Za-z0-9_-]{43}$/ }).getAttribute('href');

  // Not listed before approval.
  await page.goto('/sublets');
  await expect(page.getByRole('heading', { level: 1, name: 'Sublets' })).toBeVisible();
  await expect(cardOf(page, who.title)).toHaveCount(0);

  // The moderators' mail: reply-to the poster, a link to the confirmation page.
  const moderation = await waitForMail(request, (m) => m.subject === `Sublet to approve: ${who.title}`);
  expect(moderation.replyTo).toBe(who.email);
  const approvalUrl = /https?:\/\/[^\s]+\/sublets\/approve\/[A-Za-z0-9_.-]+/.exec(moderation.text)?.[0];
  expect(approvalUrl).toBeTruthy();
  const posterMail = await waitForMail(request, (m) => m.envelopeTo.includes(who.email) && m.subject === `Your sublet: ${who.title}`);
  const manageUrl = /https?:\/\/[^\s]+\/sublets\/([A-Za-z0-9_-]{43})/.exec(posterMail.text);
  expect(manageUrl).toBeTruthy();
  const assetKey = manageUrl![1]!;
  expect(shownLink).toBe(`/sublets/${assetKey}`);

  // Opening the link (as a mail scanner would) changes nothing.
  const confirmation = await page.goto(approvalUrl!);
  expect(confirmation?.status()).toBe(200);
  expect(confirmation?.headers()['referrer-policy']).toBe('no-referrer');
  expect(confirmation?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Approve this sublet?' })).toBeVisible();
  await expect(cardOf(page, who.title)).toBeVisible();
  expect(await (await request.get('/sublets')).text()).not.toContain(who.title);

  // Only the button approves; the board shows it at once.
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Sublet approved. It is listed now.')).toBeVisible();
  // The poster is told, answering to the moderators.
  const listedMail = await waitForMail(request, (m) => m.envelopeTo.includes(who.email) && m.subject === `Your sublet is on the board: ${who.title}`);
  expect(listedMail.replyTo).toBe(moderation.envelopeTo[0]);
  expect(listedMail.text).toMatch(/is listed on the sublet board until [A-Z][a-z]{2} \d{2}, \d{4}\./);
  expect(listedMail.text).toMatch(/Sublet board: https?:\/\/\S+\/sublets\n/);
  await page.goto('/sublets');
  const card = cardOf(page, who.title);
  await expect(card).toBeVisible();
  await expect(card).toContainText('415 E 4th St Apt 2, Bloomington IN 47408');
  await expect(card).toContainText('$725 / month');
  await expect(card).toContainText('2 of 3 bedrooms available');
  await expect(card).toContainText(`May 15, ${NEXT_YEAR} – Aug 10, ${NEXT_YEAR}`);
  await expect(card).toContainText('Allowed');
  // The cover shows; the right arrow brings the slider with the other photo.
  await expect(card.getByText('2 photos')).toBeVisible();
  await card.getByRole('button', { name: `Next photo: Photos of ${who.title}` }).click();
  await expect(card.getByRole('region', { name: `Photos of ${who.title}` })).toBeVisible();
  const html = await page.content();
  for (const secret of [who.email, who.lastName, assetKey]) expect(html).not.toContain(secret);

  // Contact the poster: mailed to them, reply-to the sender; their address is not on the page.
  await card.getByRole('button', { name: /Contact/ }).click();
  const dialog = page.getByRole('dialog', { name: `Contact about “${who.title}”` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('Robin Visitor');
  await dialog.getByLabel('Email').fill(`visitor.${testInfo.project.name}@example.com`);
  await dialog.getByLabel('Message').fill('Is the room still free in June?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Message Sent!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  const message = await waitForMail(request, (m) => m.envelopeTo.includes(who.email) && m.subject === `Message about your sublet: ${who.title}`);
  expect(message.replyTo).toBe(`visitor.${testInfo.project.name}@example.com`);
  expect(message.text).toContain('Is the room still free in June?');
  expect(await page.content()).not.toContain(who.email);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The manage link: private headers, read-only listing, Delete with confirmation.
  const manage = await page.goto(manageUrl![0]);
  expect(manage?.status()).toBe(200);
  expect(manage?.headers()['referrer-policy']).toBe('no-referrer');
  expect(manage?.headers()['x-robots-tag']).toContain('noindex');
  expect(manage?.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your sublet' })).toBeVisible();
  await expect(cardOf(page, who.title)).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this sublet?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Sublet Deleted!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();

  // Gone from the board at once; the link is now the 404 page.
  await page.goto('/sublets');
  await expect(page.getByRole('heading', { level: 1, name: 'Sublets' })).toBeVisible();
  await expect(cardOf(page, who.title)).toHaveCount(0);
  const gone = await page.goto(manageUrl![0]);
  expect(gone?.status()).toBe(404);
  await expect(page.getByText('Uh-oh, this is a 404')).toBeVisible();
  // The site's Content-Security-Policy blocked nothing along the way (previews, upload, form posts).
  expect(refused).toEqual([]);
});

test('no asset key, poster e-mail or last name in the board, its payloads, the sitemap or any card', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const who = poster(testInfo, 'leak');
  // Posted through the API, as any client may (docs/http-api.md).
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: who.firstName,
    lastName: who.lastName,
    email: who.email,
    bedroom: '1',
    availableBedrooms: '1',
    address: '1 Privacy Way',
    zipcode: '47401',
    availableFrom: nextYearDay('01-10'),
    availableTo: nextYearDay('02-10'),
    rent: '500',
    title: who.title,
    description: 'Checking that nothing private leaks.',
    captchaResponse: '',
  })) {
    form.append(name, value);
  }
  form.append('images', new Blob([readFileSync(photos.b)], { type: 'image/jpeg' }), 'kitchen.jpg');
  const posted = await request.post('/api/sublets', { multipart: form });
  expect(posted.status()).toBe(201);
  const { assetKey } = (await posted.json()) as { assetKey: string };
  const moderation = await waitForMail(request, (m) => m.subject === `Sublet to approve: ${who.title}`);
  const approvalPath = new URL(/https?:\/\/[^\s]+\/sublets\/approve\/[A-Za-z0-9_.-]+/.exec(moderation.text)![0]).pathname;
  const approved = await request.post(`/api/sublets${approvalPath.replace('/sublets', '')}`, { headers: { accept: 'application/json' } });
  expect(approved.status()).toBe(200);

  const { createHash } = await import('node:crypto');
  const secrets = [assetKey, createHash('sha256').update(assetKey).digest('hex'), who.email, who.lastName];
  // The demo posters too (example.com addresses and last names of the seed).
  const demoSecrets = ['jamie.rivera@example.com', 'sam.chen@example.com', 'alex.morgan@example.com', 'riley.stone@example.com', 'Rivera', 'Chen', 'Morgan', 'Stone'];

  const board = await request.get('/sublets');
  const boardHtml = await board.text();
  expect(boardHtml).toContain(who.title);
  // The RSC payload the client router fetches for the page (Next answers it for `?_rsc` + `RSC: 1`).
  const flight = await request.get('/sublets?_rsc', { headers: { RSC: '1' } });
  expect(flight.headers()['content-type']).toContain('text/x-component');
  const flightText = await flight.text();
  expect(flightText).toContain(who.title);
  const bodies: [string, string][] = [
    ['/sublets', boardHtml],
    ['/sublets (RSC payload)', flightText],
  ];
  const sitemap = await request.get('/sitemap.xml');
  if (sitemap.status() === 200) bodies.push(['/sitemap.xml', await sitemap.text()]);
  else expect(sitemap.status()).toBe(404);

  for (const [name, body] of bodies) {
    for (const secret of [...secrets, ...demoSecrets]) expect([name, body.includes(secret)]).toEqual([name, false]);
  }

  await page.goto('/sublets');
  const cards = page.getByRole('article');
  // By its heading: the card's Map link names the title too, out of sight.
  await expect(cards.getByRole('heading', { name: who.title })).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const text = `${await card.innerText()} ${await card.evaluate((node) => node.outerHTML)}`;
    for (const secret of [...secrets, ...demoSecrets]) expect(text).not.toContain(secret);
  }
  // Each card's contact goes through the server: no mailto link to a poster anywhere.
  expect(await page.locator('a[href^="mailto:"][href*="example.com"]').count()).toBe(0);

  // The API answers never carry the poster's address either.
  const sublet = await page.getByRole('article', { name: who.title }).getAttribute('aria-labelledby');
  const id = sublet!.replace(/^sublet-/, '').replace(/-title$/, '');
  const answer = await request.post(`/api/sublets/${id}/message`, {
    data: { name: 'Leak Check', email: 'leak.check@example.com', message: 'Hello', captchaResponse: '' },
  });
  expect(answer.status()).toBe(201);
  const answerText = await answer.text();
  for (const secret of secrets) expect(answerText).not.toContain(secret);

  // Clean up (and the key works for DELETE).
  expect((await request.delete(`/api/sublets/${assetKey}`)).status()).toBe(204);
  expect((await request.delete(`/api/sublets/${assetKey}`)).status()).toBe(404);
});

test('the sublet pages have no axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  for (const url of ['/sublets', '/sublets/new']) {
    await page.goto(url);
    await page.waitForLoadState('load');
    const results = await new AxeBuilder({ page }).analyze();
    expect([url, results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)]).toEqual([url, []]);
  }
  // The form with its errors shown.
  await page.goto('/sublets/new');
  await page.getByRole('button', { name: 'Post Sublet' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fix field error(s)' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  // The board's search: nothing found, its pills, and the dates open.
  await page.goto('/sublets?bedroom=4&from=2030-01-01&pets=allowed');
  await expect(page.getByText('No matches found...')).toBeVisible();
  await page.locator('summary', { hasText: 'Dates' }).click();
  await expect(page.getByLabel('Move in')).toHaveValue('2030-01-01');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  // A contact modal open.
  await page.goto('/sublets');
  await page.getByRole('article').first().getByRole('button', { name: /Contact/ }).click();
  await expect(page.getByRole('dialog').getByLabel('Name')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test('unknown and guessed keys get the 404 page with status 404', async ({ page, request }) => {
  for (const key of ['not-a-key', 'A'.repeat(43)]) {
    const response = await page.goto(`/sublets/${key}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Uh-oh, this is a 404')).toBeVisible();
  }
  expect((await request.delete(`/api/sublets/${'B'.repeat(43)}`)).status()).toBe(404);
  const forged = await page.goto(`/sublets/approve/sub_x.${'C'.repeat(43)}`);
  expect(forged?.status()).toBe(404);
});
