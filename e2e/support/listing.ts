import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';

/** Marks the home special modal as closed, so it does not open over a test about something else. */
export async function skipSpecialModal(context: BrowserContext) {
  await context.addCookies([{ name: 'homeSpecialClosed', value: '1', url: baseURL }]);
}

export function resultCount(page: Page): Locator {
  return page.getByText(/^Total: \d+ Results$/);
}

export async function readCount(page: Page): Promise<number> {
  const text = (await resultCount(page).textContent()) ?? '';
  return Number(/Total: (\d+) Results/.exec(text)?.[1] ?? NaN);
}

/** The card articles of the listing grid. */
export function cards(page: Page): Locator {
  return page.locator('main ul[aria-label] > li > article');
}

export async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator('h3').allTextContents();
}

/** Waits until the URL's query is exactly `query` (without '?') and the results are no longer busy. */
export async function expectQuery(page: Page, query: string) {
  await expect.poll(() => new URL(page.url()).search.replace(/^\?/, '')).toBe(query);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Clicks `target` once it has kept its place on screen for five readings in a row. Cards far off
 * screen are laid out at an assumed height (styles/deferredRendering.ts); after a jump, the ones
 * now on screen take their real height a frame or two later and move everything below them.
 * Playwright's own check (two frames alike) can click in between, on whatever moved under the
 * pointer; a person cannot tap that fast. For targets below a card list. A reading is taken at
 * each animation frame; on a page whose scripts are off (`scripts: false`) no frame callback
 * runs, so the test reads the place itself, 50 ms apart.
 */
export async function clickWhenSettled(target: Locator, { scripts = true } = {}) {
  await target.scrollIntoViewIfNeeded();
  await settledPlace(target, { scripts });
  await target.click();
}

/**
 * Where `target` is once it has stayed in the same place for 5 readings in a row (at most 200),
 * without scrolling to it: for a target below a card list, after a jump (clickWhenSettled).
 */
export async function settledPlace(target: Locator, { scripts = true } = {}): Promise<{ x: number; y: number }> {
  const nextPlace = scripts
    ? () =>
        target.evaluate(
          (element) =>
            new Promise<string>((resolve) =>
              requestAnimationFrame(() => {
                const box = element.getBoundingClientRect();
                resolve(`${box.x},${box.y}`);
              }),
            ),
        )
    : async () => {
        await target.page().waitForTimeout(50);
        const box = await target.boundingBox();
        return `${box?.x},${box?.y}`;
      };
  let last = '';
  for (let alike = 0, reads = 0; alike < 5 && reads < 200; reads += 1) {
    const place = await nextPlace();
    alike = place === last ? alike + 1 : 0;
    last = place;
  }
  const [x, y] = last.split(',').map(Number);
  return { x: x ?? Number.NaN, y: y ?? Number.NaN };
}

/** Opens a filter's drop-down (a <details>) by its summary (below the floor plans on a community page). */
export async function openFilter(page: Page, label: string) {
  const summary = page.locator('summary', { hasText: label });
  const details = summary.locator('..');
  if ((await details.getAttribute('open')) === null) await clickWhenSettled(summary);
  await expect(details).toHaveAttribute('open', '');
  return page.getByRole('group', { name: label });
}

/** Each card's regular minimum price (the struck price when a special applies), null when none. */
export async function cardMinPrices(page: Page): Promise<(number | null)[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const del = article.querySelector('del');
      const text = del?.textContent ?? article.querySelector('p[class*="price"]')?.textContent ?? '';
      const match = /\$([\d,]+)/.exec(text);
      return match ? Number(match[1]!.replace(/,/g, '')) : null;
    }),
  );
}

/** Bedrooms per card from its facts ('Studio' = 0). */
export async function cardBedrooms(page: Page): Promise<number[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const text = article.querySelector('ul:not([aria-label]) li')?.textContent ?? '';
      return text.includes('Studio') ? 0 : Number(/(\d+) Beds?/.exec(text)?.[1] ?? NaN);
    }),
  );
}
