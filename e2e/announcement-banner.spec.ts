import { expect, test, type Page } from '@playwright/test';
import { skipSpecialModal } from './support/listing';
import { expectNoAxeViolations } from './support/site';

/** The demo's current announcement (lib/data/seed/demo-faqs.ts). */
const TEXT = 'Fall leasing is open: ask for a free rental application today.';

/**
 * Waits until the banner's slot has hydrated and its effect has set the 3000 ms timer: React
 * attaches its fiber to the slot's element at the commit, and runs the effect in a task queued
 * then, which two posted messages later has run.
 */
async function waitForSlotTimer(page: Page) {
  await page.waitForFunction(() => {
    const slot = document.querySelector('[data-slot="announcement"]');
    return slot !== null && Object.keys(slot).some((key) => key.startsWith('__reactFiber$'));
  });
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

test.describe('site-wide announcement banner', () => {
  test('appears 3000 ms after load, stays dismissed for the visit, and comes back on a new visit', async ({ page, browser }) => {
    // The page's clock is ours and stands still until the test moves it: 'after 3000 ms' is
    // counted exactly, however long a busy machine takes to load and hydrate the page.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.goto('/floorplans/kirkwood-iris');
    await waitForSlotTimer(page);
    const banner = page.getByRole('region', { name: 'Announcement' });
    await page.clock.runFor(2_900);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(200);
    // Time flows again: the banner's code and data load after the timer, and React's own
    // timers (a suspended part is revealed on a timeout) must run for it to appear.
    await page.clock.resume();
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(TEXT);
    await expect(banner.getByRole('link', { name: 'Ask for an application' })).toHaveAttribute('href', '/apply');
    await expectNoAxeViolations(page, '[aria-live] section');

    // Keyboard: the dismiss button is a real button; the page keeps the focus after it goes.
    await banner.getByRole('button', { name: 'Dismiss the announcement' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();

    // The rest of the visit: other pages and a reload.
    await page.goto('/communities/kirkwood-commons');
    await waitForSlotTimer(page);
    await page.clock.runFor(5_000);
    await page.reload();
    await waitForSlotTimer(page);
    await page.clock.runFor(5_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirkwood Commons');
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);

    // A new visit shows it again.
    const context = await browser.newContext();
    const again = await context.newPage();
    await again.goto('/');
    await expect(again.getByRole('region', { name: 'Announcement' })).toContainText(TEXT, { timeout: 15_000 });
    await context.close();
  });

  test('the banner covers nothing for good: at the end of the page it sits below the footer', async ({ page }) => {
    await page.goto('/team');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = await page.locator('footer').boundingBox();
    const box = await banner.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(footer!.y + footer!.height - 1);
  });
});
