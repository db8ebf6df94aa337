import { expect, test, type Page } from '@playwright/test';
import { cards, skipSpecialModal } from './support/listing';

// Long card lists skip rendering the cards far off screen (content-visibility, styles/
// deferredRendering.ts). Scrolled into view, every card must render at its real size and stay
// within the page's width: a placeholder size that leaked into the layout once made each card of
// the phone list wider than the screen.

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

/** Scrolls each card into view in turn; returns the cards' boxes and the page's widths. */
async function scrollThroughCards(page: Page) {
  return cards(page).evaluateAll(async (articles) => {
    const boxes = [];
    for (const article of articles) {
      article.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const box = article.getBoundingClientRect();
      boxes.push({ left: box.left, right: box.right, height: box.height, photo: article.querySelector('img')?.getBoundingClientRect().height ?? 0 });
    }
    return { boxes, viewport: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth };
  });
}

for (const path of ['/?availability=all', '/flexible-term', '/sublets', '/team']) {
  test(`${path}: every card renders within the page width once scrolled to`, async ({ page }) => {
    await page.goto(path);
    // A page whose data cache is cold streams its list after a loading state (/team, /sublets):
    // React may reveal it after the load event, so the cards are awaited before they are read.
    await expect(cards(page).first()).toBeVisible();
    const { boxes, viewport, scrollWidth } = await scrollThroughCards(page);
    expect(boxes.length).toBeGreaterThan(0);
    expect(scrollWidth).toBeLessThanOrEqual(viewport);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(viewport);
      // Rendered: a real photo and body, not an empty placeholder box.
      expect(box.photo).toBeGreaterThan(50);
      expect(box.height).toBeGreaterThan(box.photo);
    }
  });
}
