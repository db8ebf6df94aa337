import { expect, test, type Page } from '@playwright/test';
import { baseURL, launchOptions } from '../playwright.config';
import { skipSpecialModal } from './support/listing';
import { dialog } from './support/site';

/**
 * A visitor who leaves the site (back to the search results, a link elsewhere) and comes back
 * with the browser's Back or Forward gets the page as they left it, at once, from the browser's
 * back/forward cache: what they typed, where they were. A page the cache refuses (an `unload`
 * listener, an open connection, some headers) is loaded and rendered anew instead, and what
 * they typed is gone. Playwright turns the cache off by default; these tests turn it back on.
 */
test.use({ launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });
test.skip(({ isMobile }) => !isMobile, 'once, on the phone viewport');

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
  // Records, in the page, whether it was last shown from the cache.
  await context.addInitScript(() => {
    addEventListener('pageshow', (event) => ((window as { fromCache?: boolean }).fromCache = event.persisted));
  });
});

/** Another site: the same server under another name is another origin. */
const ELSEWHERE = `${baseURL.replace('127.0.0.1', 'localhost')}/robots.txt`;

/** Leaves for another site and comes back with Back; returns why the cache refused the page, if it did. */
async function leaveAndComeBack(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const refusals: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => refusals.push(...event.notRestoredExplanations.map((why) => why.reason)));
  await page.goto(ELSEWHERE);
  // A page restored from the cache fires no load event.
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => (window as { fromCache?: boolean }).fromCache ?? null)).not.toBeNull();
  return refusals;
}

async function expectRestored(page: Page) {
  const refusals = await leaveAndComeBack(page);
  expect(refusals, 'why the back/forward cache refused the page').toEqual([]);
  expect(await page.evaluate(() => (window as { fromCache?: boolean }).fromCache)).toBe(true);
}

for (const path of ['/', '/communities/kirkwood-commons', '/floorplans/kirkwood-laurel', '/flexible-term', '/sublets', '/sublets/new', '/team']) {
  test(`${path} comes back from the back/forward cache`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expectRestored(page);
  });
}

// Moving into the form sends the analytics beacon (docs/product.md): its empty answer must not be
// `no-store`, or Chromium no longer keeps the page (lib/http/responses.ts, ASK_EACH_TIME).
test('a half-filled contact form comes back as it was, and goes on working', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Ada Lovelace');
  await expectRestored(page);
  await expect(name).toHaveValue('Ada Lovelace');
  // The page's code runs on: a check of the form still answers.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Fill all the required fields')).toBeVisible();
});

// Closing the special offer sets a cookie (docs/product.md). Chromium keeps no page sent
// `no-store` once a cookie changed (its reason: CacheControlNoStoreCookieModified), so the public
// pages go out `private, no-cache` (lib/http/page-caching.ts).
test('the home page comes back from the cache after its special offer was closed', async ({ page, context }) => {
  await context.clearCookies();
  const response = await page.goto('/', { waitUntil: 'networkidle' });
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  const special = page.getByRole('dialog');
  await expect(special).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(special).toBeHidden();
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('homeSpecialClosed');
  await expectRestored(page);
  await expect(page.getByRole('dialog')).toBeHidden();
});

/** Requests for the current page's server content (router.refresh()), from now on. */
function refreshesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1' && !request.headers()['next-router-prefetch']) seen.push(request.url());
  });
  return seen;
}

// components/layout/RefreshOnReturn.tsx: back after more than a minute, the page's listings are
// asked for again; what the visitor typed stays.
test('back after more than a minute, the page asks for its current content and keeps what was typed', async ({ page }) => {
  // Two minutes pass, for the page's clock, while it waits in the cache.
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      const now = Date.now.bind(Date);
      Date.now = () => now() + 120_000;
    });
  });
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Ada Lovelace');
  const refreshes = refreshesOf(page);
  await expectRestored(page);
  await expect.poll(() => refreshes.length).toBe(1);
  expect(new URL(refreshes[0]!).pathname).toBe('/contact');
  await page.waitForLoadState('networkidle');
  await expect(name).toHaveValue('Ada Lovelace');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Fill all the required fields')).toBeVisible();
});

test('back within the minute, the page is shown as it was, without asking the server', async ({ page }) => {
  await page.goto('/communities/kirkwood-commons', { waitUntil: 'networkidle' });
  const refreshes = refreshesOf(page);
  await expectRestored(page);
  await page.waitForTimeout(1_000);
  expect(refreshes).toEqual([]);
});

test('a page restored from the cache still opens modals and follows links', async ({ page }) => {
  await page.goto('/communities/kirkwood-commons', { waitUntil: 'networkidle' });
  await expectRestored(page);
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
  await expect(dialog(page, 'Contact Us').locator('form')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sublets' }).click();
  await expect(page).toHaveURL(/\/sublets$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sublets');
});
