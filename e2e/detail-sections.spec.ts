import { expect, test, type Page } from '@playwright/test';
import { skipSpecialModal } from './support/listing';

// A detail page's sections below the first screen are styled, laid out and painted only when
// they come near the viewport (content-visibility, components/detail/DetailSection.css.ts): the
// page's first layout on a phone was mostly them (docs/performance.md, "Sections rendered near
// the screen"). Scrolled to, each must render in full and within the page's width.

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

/** Whether the browser renders `selector` now (false while its section is skipped). */
const rendered = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

const PAGES = [
  { path: '/floorplans/kirkwood-iris', last: '#similar' },
  { path: '/communities/kirkwood-commons', last: '#faq' },
];

for (const { path, last } of PAGES) {
  test(`${path}: the last section renders only once scrolled to, in full and within the page width`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(`${last} h2`)).toBeAttached();
    expect(await rendered(page, `${last} h2`)).toBe(false);

    const sections = await page.locator('#main section[aria-labelledby]').evaluateAll(async (list) => {
      const boxes = [];
      for (const section of list) {
        section.scrollIntoView({ block: 'start' });
        // The browser renders a section in a frame after the one that brought it near the
        // viewport; a few frames at most.
        const heading = section.querySelector('h2');
        let headingShown = false;
        for (let frame = 0; frame < 10 && !headingShown; frame += 1) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          headingShown = heading ? heading.checkVisibility({ contentVisibilityAuto: true }) : true;
        }
        const box = section.getBoundingClientRect();
        boxes.push({ id: section.id, left: box.left, right: box.right, headingShown });
      }
      return { boxes, viewport: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth };
    });
    expect(sections.boxes.map((box) => box.id)).toContain(last.slice(1));
    expect(sections.scrollWidth).toBeLessThanOrEqual(sections.viewport);
    for (const box of sections.boxes) {
      expect(box.headingShown, box.id).toBe(true);
      expect(box.left, box.id).toBeGreaterThanOrEqual(0);
      expect(box.right, box.id).toBeLessThanOrEqual(sections.viewport);
    }
  });
}
