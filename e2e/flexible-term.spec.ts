import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectQuery, openFilter, resultCount, skipSpecialModal } from './support/listing';

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

function stayCards(page: Page) {
  return page.getByRole('list', { name: 'Short-term floor plans' }).getByRole('article');
}

async function cardNames(page: Page) {
  return stayCards(page).locator('h3').allTextContents();
}

/** The demo's short-term plans by their 5-13 day rate (the short-term price sort). */
const BY_PRICE = [
  'Urban Studio',
  'Studio Plus',
  'One Bedroom Suite',
  'Corner One Bedroom',
  'Two Bedroom Suite',
  'Executive Two Bedroom',
  'Penthouse Three Bedroom',
];

test.describe('/flexible-term', () => {
  test('shows the features, the short-term floor plans sorted by price, and short-term cards', async ({ page }) => {
    await page.goto('/flexible-term');
    await expect(page.getByRole('heading', { level: 1, name: 'Flexible Term Apartment Living' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Terms of a short-term stay' }).getByRole('listitem')).toHaveCount(7);
    await expect(resultCount(page)).toHaveText('Total: 7 Results');
    expect(await cardNames(page)).toEqual(BY_PRICE);
    const penthouse = stayCards(page).filter({ hasText: 'Penthouse Three Bedroom' });
    await expect(penthouse.getByRole('link')).toHaveCount(1);
    await expect(penthouse.getByRole('link')).toHaveAttribute('href', '/floorplans/walnut-penthouse');
    await expect(penthouse).toContainText('Call for pricing');
  });

  test('"See the floor plans" goes to the list and focuses it, so the next Tab is in it', async ({ page }) => {
    await page.goto('/flexible-term');
    const section = page.locator('section#stays');
    await page.getByRole('link', { name: 'See the floor plans' }).click();
    await expect(section).toBeFocused();
    await expect(section.getByRole('heading', { name: 'Short-term floor plans' })).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('#stays');
    await page.keyboard.press('Tab');
    expect(await section.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test('has the fewer filters (bedroom, style) and the four short-term sorts, in the URL', async ({ page }) => {
    await page.goto('/flexible-term');
    const form = page.getByRole('search', { name: 'Search short-term floor plans' });
    await expect(form.locator('summary')).toHaveText(['Bedrooms', 'Style']);
    const sort = form.getByLabel('Sort by');
    await expect(sort.locator('option')).toHaveText(['Price: Low to High', 'Price: High to Low', 'Bedrooms: Fewest First', 'Bedrooms: Most First']);

    const bedrooms = await openFilter(page, 'Bedrooms');
    await bedrooms.getByLabel('1 Bed').check();
    await expectQuery(page, 'bedroom=1');
    await page.keyboard.press('Escape');
    await expect(bedrooms).toBeHidden();
    await expect(resultCount(page)).toHaveText('Total: 2 Results');
    expect(await cardNames(page)).toEqual(['One Bedroom Suite', 'Corner One Bedroom']);

    await sort.selectOption('priceDesc');
    await expectQuery(page, 'bedroom=1&sort=priceDesc');
    expect(await cardNames(page)).toEqual(['Corner One Bedroom', 'One Bedroom Suite']);

    await page.getByRole('button', { name: 'Remove filter: 1 Bed' }).click();
    await expectQuery(page, 'sort=priceDesc');
    expect(await cardNames(page)).toEqual([...BY_PRICE].reverse());
  });

  test('is rendered on the server for the URL it gets', async ({ request }) => {
    const html = await (await request.get('/flexible-term?bedroom=2&sort=priceDesc')).text();
    expect(html.replace(/<!-- -->/g, '')).toContain('Total: 2 Results');
    const names = [...html.matchAll(/<h3 id="short-term-[^"]+-name"[^>]*><a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(names).toEqual(['Executive Two Bedroom', 'Two Bedroom Suite']);
  });

  test("the 'Short Term Pricing' table sorts by a header, and the same header reverses it", async ({ page }) => {
    await page.goto('/flexible-term');
    const table = page.getByRole('table', { name: /Daily rates by length of stay/ });
    await expect(page.getByRole('heading', { level: 2, name: 'Short Term Pricing' })).toBeVisible();
    const names = () => table.locator('tbody th[scope="row"]').allTextContents();
    const header = table.getByRole('columnheader', { name: /2-4 days/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(await names()).toEqual(BY_PRICE);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(await names()).toEqual([...BY_PRICE].reverse());
    const community = table.getByRole('columnheader', { name: /Floor plan/ });
    await community.getByRole('button').click();
    expect(await names()).toEqual([...BY_PRICE].sort((a, b) => a.localeCompare(b)));
    await expect(table.getByText('Call for pricing')).toHaveCount(3);
  });

  test("'Download CSV' saves the table's rows in the order shown", async ({ page }) => {
    await page.goto('/flexible-term');
    const table = page.getByRole('table', { name: /Daily rates by length of stay/ });
    await table.getByRole('columnheader', { name: /2-4 days/ }).getByRole('button').click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('short-term-pricing.csv');
    const lines = readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Floor plan,Community,Bedrooms,2-4 days,5-13 days,14-29 days,1-4 months,4+ months');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(BY_PRICE);
    expect(lines.at(-1)).toContain('Call for pricing');
  });
});
