// A visitor who sets the browser's text larger (its font size setting, not zoom) gets the
// layout of a narrower screen, where that text fits: the layout's widths are in em
// (styles/breakpoints.ts), and the pictures are chosen for the width they are then shown at.
import { expect, test, type Page } from '@playwright/test';

/** Sets the browser's own text size, as its settings do (Chromium only). */
async function setTextSize(page: Page, px: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
}

/** The number of columns of the home page's floor plan cards, and whether its first picture is as wide as shown. */
async function floorPlanGrid(page: Page) {
  const grid = page.getByRole('list', { name: 'Floor plans', exact: true });
  await grid.locator('img').first().evaluate((image: HTMLImageElement) => image.decode());
  return grid.evaluate((list) => {
    const image = list.querySelector('img') as HTMLImageElement;
    return {
      columns: getComputedStyle(list).gridTemplateColumns.split(' ').length,
      sharp: image.naturalWidth >= image.getBoundingClientRect().width,
    };
  });
}

test.describe('larger text', () => {
  test.skip(({ isMobile }) => isMobile, 'a 1,280 px screen: the desktop project');

  for (const [size, columns] of [
    [16, 3],
    [24, 2],
    [32, 1],
  ] as const) {
    test(`text at ${size} px on a 1,280 px screen: ${columns} column(s) of cards, pictures sharp`, async ({ page }) => {
      await setTextSize(page, size);
      await page.goto('/');
      expect(await floorPlanGrid(page)).toEqual({ columns, sharp: true });
    });
  }

  test('text at twice the size: no page is wider than the screen', async ({ page }) => {
    await setTextSize(page, 32);
    for (const path of ['/', '/floorplans/kirkwood-laurel', '/communities/kirkwood-commons', '/flexible-term', '/sublets', '/sublets/new', '/contact', '/team']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
