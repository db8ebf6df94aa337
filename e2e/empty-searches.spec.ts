// A search that finds nothing, as a college town's listing makes it for much of the year: every
// lease starts in August, so the home page's first search ('Available Now') finds nothing. Under
// 'No matches found...' the list offers the same search at any move-in date and the search
// without filters (docs/product.md, "When nothing is found"), with and without JavaScript.
import { expect, test, type Page } from '@playwright/test';
import { type ExtraSite, startSiteWithListing } from './support/extra-site';
import { cardNames, expectQuery, readCount } from './support/listing';

const august = `${new Date().getUTCFullYear() + 1}-08-01`;

function plan(id: string, name: string, bedroom: number, rent: number) {
  return { id, name, bedroom, bathroom: 1, style: 'APARTMENT', units: [{ id: `${id}-1`, rent, moveInDate: august }, { id: `${id}-2`, rent, moveInDate: august }] };
}

const listing = {
  properties: [
    {
      id: 'campus-view',
      name: 'Campus View',
      leaseType: 'YEARLY',
      address: '500 E 10th St',
      zipcode: '47408',
      floorplans: [plan('the-oak', 'The Oak', 1, 850), plan('the-elm', 'The Elm', 2, 1250), plan('the-ash', 'The Ash', 3, 1650)],
    },
  ],
};

async function offers(page: Page) {
  const empty = page.getByText('No matches found...', { exact: true });
  await expect(empty).toBeVisible();
  return empty.locator('xpath=..').getByRole('link').allTextContents();
}

test.describe('a search that finds nothing offers wider ones', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ExtraSite | undefined;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'one site of its own is enough');
    test.setTimeout(240_000);
    site = await startSiteWithListing('empty-searches-', JSON.stringify(listing));
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('the first visit to the home page: every move-in date is one press away', async ({ page }) => {
    await page.context().addCookies([{ name: 'homeSpecialClosed', value: '1', url: site!.url }]);
    await page.goto(`${site!.url}/`);
    expect(await readCount(page)).toBe(0);
    expect(await offers(page)).toEqual(['Show all move-in dates (3 floor plans)']);
    await page.getByRole('link', { name: 'Show all move-in dates (3 floor plans)' }).click();
    await expectQuery(page, 'availability=all');
    expect(await readCount(page)).toBe(3);
    expect(await cardNames(page)).toHaveLength(3);
    await expect(page.getByRole('combobox', { name: 'Availability' })).toHaveValue('all');
  });

  test('filters that find nothing at any date: clear them', async ({ page }) => {
    await page.goto(`${site!.url}/?bedroom=2,3&rent=0-1000`);
    expect(await offers(page)).toEqual(['Clear all filters (3 floor plans)']);
    await page.goto(`${site!.url}/?bedroom=3&sort=priceAsc`);
    expect(await offers(page)).toEqual(['Show all move-in dates (1 floor plan)', 'Clear all filters (3 floor plans)']);
    await page.getByRole('link', { name: 'Clear all filters (3 floor plans)' }).click();
    await expectQuery(page, 'availability=all&sort=priceAsc');
    expect(await cardNames(page)).toEqual(['The Oak', 'The Elm', 'The Ash']);
  });

  test("a community's units, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site!.url}/communities/campus-view`);
    const units = page.locator('#units');
    await expect(units.getByText('No matches found...', { exact: true })).toBeVisible();
    await units.getByRole('link', { name: 'Show all move-in dates (6 units)' }).click();
    await expect(page).toHaveURL(/\/communities\/campus-view\?availability=all#units$/);
    await expect(page.locator('#units').getByText('Total: 6 Results', { exact: true })).toBeVisible();
    await context.close();
  });
});
