// A visitor prints a floor plan to take to a viewing, or a community's list to compare: the paper
// keeps what the page says (every answer and amenity, the offers, the units, the contacts, in ink
// that shows without backgrounds) and leaves off what is pressed (docs/accessibility.md, "Printing").
import { expect, test, type Page } from '@playwright/test';
import { skipSpecialModal } from './support/listing';

test.skip(({ isMobile }) => isMobile, 'a printed sheet is the same from any screen: the desktop project');

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

/** The names of the buttons on paper that are neither a question heading nor a picture. */
function pressablesOnPaper(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, [role=button], input, select, textarea')]
      .filter((element) => element.checkVisibility())
      .filter((element) => !element.closest('#faq') && !element.querySelector('img') && !element.closest('[data-special-offer]'))
      .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? element.tagName),
  );
}

/** The relative luminance of an element's text colour (0 black, 1 white). */
function textLuminance(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((element) => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(element).color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  });
}

test('a floor plan on paper: every answer, amenity and unit, nothing to press, the footer in ink', async ({ page }) => {
  await page.goto('/floorplans/kirkwood-laurel');
  await page.emulateMedia({ media: 'print' });
  // A closed answer, an amenity of a tab not chosen, the units.
  await expect(page.locator('#faq').getByText('Residents park in the community')).toBeVisible();
  await expect(page.getByText('Package lockers')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('tablist')).toBeHidden();
  // Every answer shows: no chevron says one is closed.
  await expect(page.locator('#faq button svg')).toHaveCount(4);
  for (const chevron of await page.locator('#faq button svg').all()) await expect(chevron).toBeHidden();
  expect(await pressablesOnPaper(page)).toEqual([]);
  await expect(page.getByRole('region', { name: 'Similar floor plans' })).toBeHidden();
  expect(await textLuminance(page, 'footer address')).toBeLessThan(0.2);

  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('#contact').getByRole('button', { name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('tablist')).toBeVisible();
  expect(await textLuminance(page, 'footer address')).toBeGreaterThan(0.5);
});

test('a community\'s cards on paper: facts and offers, no arrows, tours or Apply, two a row', async ({ page }) => {
  await page.goto('/communities/kirkwood-commons');
  await page.emulateMedia({ media: 'print' });
  expect(await pressablesOnPaper(page)).toEqual(['Remove filter: Available Now']);
  const offer = page.locator('[data-special-offer] li').first();
  await expect(offer).toBeVisible();
  const columns = await page.getByRole('list', { name: 'Floor plans of Kirkwood Commons' }).first().evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(2);
});

test('short-term prices on paper: each header its title, no sort arrows or Download CSV', async ({ page }) => {
  await page.goto('/flexible-term');
  const table = page.getByRole('table', { name: /Daily rates by length of stay/ });
  await expect(table.locator('thead svg')).toHaveCount(8);
  await page.emulateMedia({ media: 'print' });
  for (const arrow of await table.locator('thead svg').all()) await expect(arrow).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(table.getByRole('columnheader', { name: /2-4 days/ })).toBeVisible();
  const titleHeight = await table.locator('thead button').first().evaluate((title) => title.getBoundingClientRect().height);
  expect(titleHeight, 'a title without the tap-sized height of a button').toBeLessThan(40);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
});
