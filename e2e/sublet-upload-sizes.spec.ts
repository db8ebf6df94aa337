// Phone photos are 3–6 MB each, and the sublet form promises five images under 5 MB. These go
// through the production server as a phone would send them.
import { expect, test } from '@playwright/test';
import { heicFixture } from '../test/heic-fixtures';
import { phoneSizedJpeg } from './support/phone-photos';
import { cardOf, fillSubletForm, nextYearDay, poster, waitForMail } from './support/sublet-helpers';

const MB = 1_000_000;

test('five JPEGs of 4.5–4.99 MB each are posted in one request: 201', async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no browser involved: one project is enough');
  test.setTimeout(120_000);
  const who = poster(testInfo, 'five');
  const files = await Promise.all(Array.from({ length: 5 }, () => phoneSizedJpeg(4.5 * MB, 4.99 * MB)));
  const form = new FormData();
  const fields = {
    ...who,
    bedroom: '3',
    availableBedrooms: '2',
    address: '415 E 4th St Apt 2',
    zipcode: '47408',
    availableFrom: nextYearDay('05-15'),
    availableTo: nextYearDay('08-10'),
    rent: '725',
    description: 'Five phone photos at the size limit.',
    captchaResponse: '',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((bytes, i) => form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `IMG_000${i}.jpg`));
  const total = files.reduce((sum, file) => sum + file.length, 0);
  const started = Date.now();
  const response = await fetch(new URL('/api/sublets', baseURL), { method: 'POST', body: form });
  console.log(`  five photos, ${(total / MB).toFixed(1)} MB: ${response.status} in ${Date.now() - started} ms`);
  expect(response.status, await response.clone().text()).toBe(201);
  expect(await response.json()).toMatchObject({ assetKey: expect.any(String) });
});

test('three phone-sized photos through the form, with the progress bar', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const who = poster(testInfo, 'phone3');
  // 12 MP, as a phone takes them.
  const twelveMegapixels = { width: 4032, height: 3024, grain: 3 };
  const files = await Promise.all([
    phoneSizedJpeg(3 * MB, 4 * MB, twelveMegapixels),
    phoneSizedJpeg(4 * MB, 4.99 * MB, twelveMegapixels),
    phoneSizedJpeg(4 * MB, 4.99 * MB, twelveMegapixels),
  ]);
  await page.goto('/sublets/new');
  await fillSubletForm(page, who, files.map((buffer, i) => ({ name: `PXL_2026112${i}.jpg`, mimeType: 'image/jpeg', buffer })));
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(3);

  // A phone upload link (about 8 Mbit/s), so that the progress shows while it runs.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  let sentBytes = 0;
  await page.route('**/api/sublets', async (route) => {
    sentBytes = route.request().postDataBuffer()?.length ?? 0;
    await route.continue();
  });
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/sublets') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Post Sublet' }).click();
  await expect(page.getByRole('progressbar', { name: 'Uploading images' })).toBeVisible();
  const response = await posted;
  expect(response.status()).toBe(201);
  await expect(page.getByText('Thank you! Your sublet will be posted once it is approved.')).toBeVisible({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByRole('progressbar', { name: 'Images uploaded' })).toHaveAttribute('value', '100');
  // The browser shrank them (at most 2560 px on the long side) before sending.
  const chosen = files.reduce((sum, file) => sum + file.length, 0);
  console.log(`  ${testInfo.project.name}: three photos of ${(chosen / MB).toFixed(1)} MB chosen, ${(sentBytes / MB).toFixed(1)} MB sent`);
  expect(sentBytes).toBeGreaterThan(0);
  expect(sentBytes).toBeLessThan(chosen * 0.85);
});

test('an iPhone’s HEIC photos through the form: chosen, posted, and shown as pictures any browser shows', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const who = poster(testInfo, 'heic');
  await page.goto('/sublets/new');
  const input = page.locator('input[type="file"]');
  expect((await input.getAttribute('accept'))?.split(',')).toEqual(expect.arrayContaining(['image/heic', '.heic']));
  await fillSubletForm(page, who, [
    { name: 'IMG_4021.HEIC', mimeType: 'image/heic', buffer: heicFixture('phone-12mp.heic') },
    { name: 'IMG_4022.HEIC', mimeType: 'image/heic', buffer: heicFixture('red-p3-640x480.heic') },
  ]);
  // Chromium cannot show a HEIC: each preview is an icon and the file's name, not a broken picture.
  const chosen = page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await expect(chosen.getByRole('img')).toHaveCount(0);
  await expect(chosen.first()).toContainText('IMG_4021.HEIC');

  const posted = page.waitForResponse((response) => response.url().endsWith('/api/sublets') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Post Sublet' }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByText('Thank you! Your sublet will be posted once it is approved.')).toBeVisible({ timeout: 60_000 });

  // The moderators' page shows the card with the cover, decoded by the browser.
  const moderation = await waitForMail(request, (m) => m.subject === `Sublet to approve: ${who.title}`);
  await page.goto(/https?:\/\/[^\s]+\/sublets\/approve\/[A-Za-z0-9_.-]+/.exec(moderation.text)![0]);
  const cover = cardOf(page, who.title).getByRole('img').first();
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // What the server stored is a WebP (the browser got its resized copy).
  const shown = new URL(await cover.evaluate((img: HTMLImageElement) => img.currentSrc), page.url());
  expect(shown.searchParams.get('url')).toMatch(/^\/assets\/[0-9a-f]{32}\.webp$/);
});
