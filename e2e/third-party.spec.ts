import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { clickWhenSettled, skipSpecialModal } from './support/listing';
import { recordRequests, scrollThrough } from './support/requests';

/** Nothing from a third party (video sites, tours, maps, fonts, analytics) loads before a click. */
const PAGES = [
  { path: '/floorplans/kirkwood-laurel', share: true },
  { path: '/floorplans/walnut-penthouse', share: true },
  { path: '/communities/kirkwood-commons', share: true },
  { path: '/flexible-term', share: false },
];

for (const { path, share } of PAGES) {
  test(`${path} makes no third-party request before a click`, async ({ page, context }) => {
    await skipSpecialModal(context);
    const requests = recordRequests(page);
    await page.goto(path, { waitUntil: 'load' });
    await scrollThrough(page);
    await page.waitForTimeout(500);
    expect(requests.all().length).toBeGreaterThan(3);
    expect(requests.hosts()).toEqual([new URL(baseURL).host]);

    if (!share) return;
    // Opening the share menu (not following it) loads nothing either.
    await page.getByRole('button', { name: 'Share' }).first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(requests.thirdParty()).toEqual([]);
  });
}

test('the map loads from its provider after the click', async ({ page, context }) => {
  await skipSpecialModal(context);
  const requests = recordRequests(page);
  await page.goto('/communities/kirkwood-commons');
  expect(requests.thirdParty()).toEqual([]);
  await clickWhenSettled(page.getByRole('button', { name: /Show map of Kirkwood Commons/ }));
  await expect.poll(() => requests.thirdParty().some((url) => url.includes('openstreetmap.org'))).toBe(true);
});
