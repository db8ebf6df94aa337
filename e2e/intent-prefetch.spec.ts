import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * Links do not prefetch their pages when they come into view, only when a pointer or the focus
 * reaches them (components/ui/SiteLink.tsx, components/layout/IntentPrefetch.tsx): the router's
 * prefetches used to fetch and decode up to ten pages' payloads right after load.
 */
function prefetchesOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    const headers = request.headers();
    if (headers['rsc'] && headers['next-router-prefetch']) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe('prefetch on intent', () => {
  test('nothing is prefetched after load; a link reached by the pointer or the focus is', async ({ page }) => {
    const prefetched = prefetchesOf(page);
    await page.goto('/no-such-page', { waitUntil: 'networkidle' });
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);

    await footer.getByRole('link', { name: 'Privacy' }).hover();
    await expect.poll(() => prefetched).toContain('/privacy');
    expect(new Set(prefetched)).toEqual(new Set(['/privacy']));

    await footer.getByRole('link', { name: 'Sublets' }).focus();
    await expect.poll(() => prefetched).toContain('/sublets');
  });

  test('a link still navigates in the page, without loading a new document', async ({ page }) => {
    await page.goto('/team');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });
});
