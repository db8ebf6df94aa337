// Texts as the company's own data has them, not as the demo does (e2e/support/real-world-listing.ts):
// a web address and an e-mail address in a description, names longer than a phone's line. On a
// 320 px phone no page may be wider than the screen: a long word breaks instead. What the data says
// (paragraphs, links, units, tours, stays) is in e2e/company-data.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import type { ExtraSite } from './support/extra-site';
import { COMMUNITY_NAME, EMAIL, startRealWorldSite } from './support/real-world-listing';

const PAGES = ['/', '/communities/northwestern', '/floorplans/penthouse', '/floorplans/stay', '/flexible-term', '/sublets', '/team', '/apply', '/contact'];

async function pageWidth(page: Page) {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
}

test.describe('real-world texts on a 320 px phone', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ExtraSite | undefined;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone layout; one site of its own is enough');
    test.setTimeout(240_000);
    site = await startRealWorldSite('real-world-texts-');
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('no page is wider than the screen; long words break', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const pagePath of PAGES) {
      await page.goto(`${site!.url}${pagePath}`);
      expect(await pageWidth(page), pagePath).toEqual({ scroll: 320, client: 320 });
    }
    await page.goto(`${site!.url}/communities/northwestern`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMMUNITY_NAME);
    await expect(page.getByText(EMAIL, { exact: false }).first()).toBeVisible();
  });

  test('with text at twice its size, every page fits a 390 px phone', async ({ page }) => {
    // As a visitor who set a larger text size gets them (WCAG 1.4.4): the filters, a card's
    // facts, the contact column, the review, a special's dates, a bill, the phone number and a
    // button's label wrap instead of widening the page.
    await page.setViewportSize({ width: 390, height: 700 });
    for (const pagePath of PAGES) {
      await page.goto(`${site!.url}${pagePath}`);
      await page.addStyleTag({ content: 'html { font-size: 200% !important }' });
      expect(await pageWidth(page), pagePath).toEqual({ scroll: 390, client: 390 });
    }
    // The floor plan's big price breaks after its slash ("$1,195/" "month"), not inside a word.
    await page.goto(`${site!.url}/floorplans/penthouse`);
    await page.addStyleTag({ content: 'html { font-size: 200% !important }' });
    const monthLines = await page.evaluate(() => {
      const price = [...document.querySelectorAll('main p')].find((p) => p.querySelector(':scope > strong') && p.textContent!.includes('/month'));
      const walker = document.createTreeWalker(price!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.nodeValue!.indexOf('month');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 'month'.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    });
    expect(monthLines, '"month" on one line').toBe(1);
  });

  test("a wide table's caption is read on the screen, not by scrolling the table", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const pagePath of ['/flexible-term', '/floorplans/stay', '/floorplans/penthouse']) {
      await page.goto(`${site!.url}${pagePath}`);
      const caption = page.locator('caption').first();
      await caption.scrollIntoViewIfNeeded();
      const scroller = page.getByRole('region', { name: (await caption.textContent())!.trim() });
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      const text = await caption.locator('span').first().boundingBox();
      const frame = await scroller.boundingBox();
      // Within a pixel: a scrolled position may end on half a pixel.
      expect(text!.x, `${pagePath}: the caption's start is on the screen`).toBeGreaterThanOrEqual(frame!.x - 1);
      expect(text!.x + text!.width, `${pagePath}: the caption ends within the screen`).toBeLessThanOrEqual(frame!.x + frame!.width + 1);
    }
  });

  test('a filter drop-down opens within the filter bar, at any width and text size', async ({ page }) => {
    // [width, text size]: a phone, a tablet, a laptop, a desktop; and larger text on each kind.
    const sizes: [number, string][] = [
      [390, '100%'],
      [768, '100%'],
      [1024, '100%'],
      [1280, '100%'],
      [390, '200%'],
      [1024, '150%'],
      [1280, '200%'],
    ];
    for (const [width, textSize] of sizes) {
      await page.setViewportSize({ width, height: 800 });
      // Three buttons showing a count: the last button sits furthest along the bar.
      await page.goto(`${site!.url}/?bedroom=1,2&style=APARTMENT&community=northwestern&availability=all`);
      await page.addStyleTag({ content: `html { font-size: ${textSize} !important }` });
      const outside = await page.locator('form', { has: page.locator('details') }).first().evaluate((form) => {
        const bar = form.getBoundingClientRect();
        return [...form.querySelectorAll('details')].flatMap((details) => {
          details.open = true;
          const panel = details.lastElementChild!.getBoundingClientRect();
          details.open = false;
          const inside = panel.left >= bar.left - 0.5 && panel.right <= bar.right + 0.5 && panel.right <= document.documentElement.clientWidth;
          return inside ? [] : [`${details.querySelector('summary')!.textContent} ${Math.round(panel.left)}–${Math.round(panel.right)}`];
        });
      });
      expect(outside, `${width} px, text at ${textSize}: panels past the bar (${await page.evaluate(() => document.documentElement.clientWidth)} px)`).toEqual([]);
    }
  });

  test.describe('the header keeps its pieces apart', () => {
    // [width, text at 200 %, the company name shown, the section links in the row]; undefined:
    // either. 312 px and 195 px: a 390 px phone zoomed to 125 % and 200 % (Safari's page zoom).
    const cases: [number, boolean, boolean | undefined, boolean][] = [
      [390, false, true, false],
      [320, false, true, false],
      [312, false, false, false],
      [260, false, false, false],
      [195, false, false, false],
      [390, true, false, false],
      [1024, false, true, false],
      [1024, true, undefined, false],
      [1280, false, true, true],
    ];
    for (const [width, largeText, nameShown, linksShown] of cases) {
      test(`${width} px${largeText ? ', text at 200 %' : ''}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(`${site!.url}/team`);
        if (largeText) await page.addStyleTag({ content: 'html { font-size: 200% !important }' });
        const header = page.locator('header').first();
        const home = header.getByRole('link', { name: /^Limestone Lane Properties.*, home$/ });
        await expect(home).toBeVisible();
        const pieces = await header.evaluate((element) => {
          const logo = element.querySelector('a')!;
          const shown = [logo.querySelector('svg')!, logo.querySelector('span')!, ...element.querySelectorAll('a, button')]
            .filter((piece) => piece !== logo && piece.checkVisibility())
            .map((piece) => ({ name: piece.textContent!.trim() || piece.getAttribute('aria-label') || piece.tagName, box: piece.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 1 && box.height > 1);
          return shown.map(({ name, box }) => ({ name, left: box.left, right: box.right, top: box.top, bottom: box.bottom }));
        });
        const overlapping = pieces.flatMap((a, i) =>
          pieces
            .slice(i + 1)
            .filter((b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
            .map((b) => `${a.name} / ${b.name}`),
        );
        expect(overlapping, 'pieces drawn over each other').toEqual([]);
        expect(pieces.filter((piece) => piece.left < -0.5 || piece.right > width + 0.5).map((piece) => piece.name), 'off the screen').toEqual([]);
        expect(await pageWidth(page)).toEqual({ scroll: width, client: width });
        const mark = await home.locator('svg').boundingBox();
        expect(mark!.width, 'the mark keeps its size').toBeGreaterThanOrEqual(24);
        if (nameShown !== undefined) expect(pieces.some((piece) => piece.name.startsWith('Limestone Lane'))).toBe(nameShown);
        await expect(header.getByRole('link', { name: 'Sublets' })).toBeVisible({ visible: linksShown });
        await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible({ visible: !linksShown });
      });
    }
  });
});
