import { expect, test } from '@playwright/test';

/**
 * A link the router follows keeps the page on screen until the next one has arrived; on a slow
 * network a bar at the top says that something is under way (components/layout/NavigationProgress.tsx).
 */
test('a slow navigation shows the progress bar and "Loading page" until the page is there', async ({ page }) => {
  // The router's requests for /sublets (React's payload: an `rsc` header) answer 1.5 s late.
  await page.route(
    (url) => url.pathname === '/sublets',
    async (route) => {
      if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  // /privacy is prerendered at build: the bar is rendered by the browser there.
  await page.goto('/privacy');
  const bar = page.locator('[data-navigation-progress]');
  const said = page.getByText('Loading page', { exact: true });
  await expect(bar).toBeHidden();
  await expect(said).toBeHidden();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Sublets' }).click();
  await expect(bar).toBeVisible();
  await expect(said).toBeVisible();
  await expect(page).toHaveURL(/\/privacy$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Sublets' })).toBeVisible();
  await expect(page).toHaveURL(/\/sublets$/);
  await expect(bar).toBeHidden();
  await expect(said).toBeHidden();
});

test('a link opened in a new tab, or one that opens a modal, shows no bar', async ({ page, context }) => {
  await page.goto('/privacy');
  // Watch for the bar at any moment, not only when the test looks.
  await page.evaluate(() => {
    const seen = window as unknown as { barSeen: boolean };
    seen.barSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-shown] [data-navigation-progress]')) seen.barSeen = true;
    }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-shown'] });
  });
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' });
  const [opened] = await Promise.all([context.waitForEvent('page'), footerLink.click({ modifiers: ['ControlOrMeta'] })]);
  await opened.close();
  // Apply is a link to /apply that opens the application form here (ModalTrigger.tsx).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Apply' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(400);
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator('[data-navigation-progress]')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen)).toBe(false);
});
