// A picture the browser cannot load shows the site's default image, never the broken-image icon:
// every stored photo and resized copy answers 404 here (as a deleted photo or a dead link would),
// and each component that shows pictures must show the default one instead. The failures
// happen while the page loads, before React hydrates, the case a component's own onError misses.
import { expect, test, type Page } from '@playwright/test';
import { skipSpecialModal } from './support/listing';

const DEFAULT = '/images/default-image.jpg';

/** Every picture of the site's own (stored photos and their resized copies) answers 404. */
async function breakPictures(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/assets/') || (url.pathname === '/_next/image' && !(url.searchParams.get('url') ?? '').startsWith('/images/')),
    (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
  );
}

/** The pictures in `scope` that loaded (after scrolling them into view): src and whether they show. */
async function pictures(page: Page, scope: string) {
  const images = page.locator(`${scope} img[data-fallback]`);
  const count = await images.count();
  expect(count, `pictures in ${scope}`).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await images.nth(i).scrollIntoViewIfNeeded().catch(() => {});
  await expect
    .poll(async () => images.evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => img.offsetParent !== null).every((img) => img.complete && img.naturalWidth > 0)), {
      message: `every visible picture in ${scope} shows`,
    })
    .toBe(true);
  return images.evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => img.offsetParent !== null).map((img) => new URL(img.currentSrc || img.src).pathname));
}

const expectDefaults = (sources: string[]) => {
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) expect(src).toBe(DEFAULT);
};

test.describe('broken pictures show the default image', () => {
  test.beforeEach(async ({ page, context }) => {
    await skipSpecialModal(context);
    await breakPictures(page);
  });

  test('floor plan hero tiles', async ({ page }) => {
    await page.goto('/floorplans/kirkwood-iris');
    expectDefaults(await pictures(page, '#main'));
  });

  test('community grid gallery and leasing-office pictures', async ({ page }) => {
    await page.goto('/communities/kirkwood-commons');
    expectDefaults(await pictures(page, '#main'));
    // The leasing-office map preview has a fallback of its own, the drawn map: no broken picture
    // is left, whether it failed before the page hydrated or after.
    await expect(page.locator('#main img:not([data-fallback])')).toHaveCount(0);
  });

  test('team photos', async ({ page }) => {
    await page.goto('/team');
    expectDefaults(await pictures(page, '#main article'));
  });

  test('short-term cards', async ({ page }) => {
    await page.goto('/flexible-term');
    expectDefaults(await pictures(page, '#main article'));
  });

  test('listing cards on the home page', async ({ page }) => {
    await page.goto('/');
    expectDefaults(await pictures(page, '#main article'));
  });
});

test('a map preview that failed before the page hydrated still gives way to the drawn map', async ({ page, context }) => {
  await skipSpecialModal(context);
  await breakPictures(page);
  // The scripts arrive late, so the preview (in view at once: the page opens at #location) has
  // failed before React attaches to it and its error event was missed.
  const previewFailed = () =>
    page.evaluate(() => {
      const preview = document.querySelector('#main img:not([data-fallback])');
      return preview instanceof HTMLImageElement && preview.complete && preview.naturalWidth === 0;
    });
  // Waited for once: the scripts asked for after the preview has given way (lazy chunks) must not
  // wait for a preview that is no longer there.
  let failed: Promise<void> | undefined;
  await page.route('**/_next/static/chunks/**', async (route) => {
    failed ??= expect.poll(previewFailed, { timeout: 15_000 }).toBe(true);
    await failed;
    await route.continue();
  });
  await page.goto('/communities/kirkwood-commons#location');
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location.getByRole('button', { name: /^Show map of / })).toBeVisible();
  await expect(page.locator('#main img:not([data-fallback])')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the home special modal', async ({ page }) => {
  await breakPictures(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 8000 });
  expectDefaults(await pictures(page, '[role="dialog"]'));
});
