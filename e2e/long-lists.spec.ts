// A catalogue bigger than the demo's, imported as staff import theirs (docs/import-format.md):
// 450 yearly floor plans in one community, each with a unit free now, and 230 short-term ones.
// Lists hold 200 cards a page (docs/product.md#constants); the rest are on `?page=2` and on,
// with links that keep the search and work without JavaScript. A community page's own floor plan
// list shows 200 and links to the home search for all of them. The sublet board, before a
// semester, holds 60 listings: 24 a page, searched by dates, bedrooms, pets and rent.
import { expect, test, type Page } from '@playwright/test';
import { type ExtraSite, startSiteWithListing } from './support/extra-site';
import { cardNames, cards, clickWhenSettled, expectQuery, openFilter, readCount } from './support/listing';
import { attr, headOf } from './support/head';
import { htmlFigures } from './support/page-figures';
import { formatDisplayDate as displayDay } from '../lib/domain/formats';

const YEARLY = 450;
const SHORT_TERM = 230;
const COMMUNITY = 'long-row';
const SUBLETS = 60;

/** `Plan 001`…: names that sort as they are numbered. */
const planName = (n: number) => `Plan ${String(n).padStart(3, '0')}`;
/** Sublet 1 is the newest. */
const subletTitle = (n: number) => `Room ${n} near campus`;
/** The day `days` from today, 'YYYY-MM-DD'. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/**
 * Sublets 1–30 are free from day 10 to day 100, 31–60 from day 120 to day 220; every third one
 * (1, 4, 7…) allows pets; of their 3 bedrooms, 1, 2 or 3 are free in turn (1 for sublets 1, 4, 7…).
 */
const subletDays = (i: number) => (i < 30 ? [10, 100] : [120, 220]);

function longListing(moveInDate: string) {
  return {
    properties: [
      {
        id: COMMUNITY,
        name: 'Long Row',
        leaseType: 'YEARLY',
        floorplans: Array.from({ length: YEARLY }, (_, i) => ({
          id: `row-${i + 1}`,
          name: planName(i + 1),
          bedroom: (i % 4) + 1,
          bathroom: 1,
          style: 'APARTMENT',
          units: [{ id: `row-${i + 1}-a`, rent: 700 + i, moveInDate }],
        })),
      },
      {
        id: 'short-row',
        name: 'Short Row',
        leaseType: 'SHORT_TERM',
        floorplans: Array.from({ length: SHORT_TERM }, (_, i) => ({
          id: `stay-${i + 1}`,
          name: `Stay ${String(i + 1).padStart(3, '0')}`,
          bedroom: 1,
          bathroom: 1,
          style: 'STUDIO',
          priceFor14To29Days: 60 + i,
        })),
      },
    ],
    sublets: Array.from({ length: SUBLETS }, (_, i) => ({
      id: `room-${i + 1}`,
      email: `student${i + 1}@example.com`,
      firstName: 'Sam',
      lastName: 'Student',
      bedroom: '3',
      availableBedrooms: String((i % 3) + 1),
      availableFrom: dayFromNow(subletDays(i)[0]!),
      availableTo: dayFromNow(subletDays(i)[1]!),
      petsAllowed: i % 3 === 0,
      rent: 500 + i,
      address: `${100 + i} N Dunn St`,
      zipcode: '47408',
      title: subletTitle(i + 1),
      description: 'A furnished room, five minutes from campus.',
      // A minute apart, the first the newest: the board shows the newest first.
      createdDate: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
      active: true,
      approved: true,
    })),
  };
}

/** The pager's status line, e.g. "201–400 of 450". */
function pagerStatus(page: Page, label: string) {
  return page.getByRole('navigation', { name: `${label}: pages` }).locator('p');
}

test.describe('long lists: 200 cards a page', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ExtraSite | undefined;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same pages in both projects; one site of its own is enough');
    test.setTimeout(240_000);
    // Ten days ago: free now whatever the hour in Bloomington.
    site = await startSiteWithListing('long-lists-', JSON.stringify(longListing(new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10))));
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  // First, so that its first page is the site's first request: the listing is not cached yet.
  test('without JavaScript: the pages are links, a page past the last shows the last', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${site!.url}/?page=9`);
      await expect(cards(page)).toHaveCount(50);
      await expect(pagerStatus(page, 'Floor plans')).toHaveText('401–450 of 450, page 3 of 3');
      await clickWhenSettled(page.getByRole('navigation', { name: 'Floor plans: pages' }).getByRole('link', { name: 'Previous page' }), {
        scripts: false,
      });
      await expect(page).toHaveURL(`${site!.url}/?page=2#search`);
      await expect(cards(page)).toHaveCount(200);
      await expect(cards(page).first().locator('h3')).toHaveText(planName(201));
    } finally {
      await context.close();
    }
  });

  test('the home page: 200 cards, then the next 200 and the last 50, the search kept', async ({ page }) => {
    await page.goto(`${site!.url}/`);
    expect(await readCount(page)).toBe(YEARLY);
    await expect(cards(page)).toHaveCount(200);
    expect((await cardNames(page))[0]).toBe(planName(1));
    await expect(pagerStatus(page, 'Floor plans')).toHaveText('1–200 of 450, page 1 of 3');
    const pager = page.getByRole('navigation', { name: 'Floor plans: pages' });
    await expect(pager.getByText('Page 1', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Previous page' })).toHaveCount(0);

    // From the keyboard: the focus goes to the search's section, so the next Tab is in it, not after the pager.
    await pager.getByRole('link', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await expectQuery(page, 'page=2');
    await expect(cards(page).first().locator('h3')).toHaveText(planName(201));
    await expect(page.locator('section#search')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('search')!.contains(document.activeElement))).toBe(true);
    await expect(cards(page)).toHaveCount(200);
    await expect(pagerStatus(page, 'Floor plans')).toHaveText('201–400 of 450, page 2 of 3');

    await clickWhenSettled(page.getByRole('navigation', { name: 'Floor plans: pages' }).getByRole('link', { name: 'Page 3' }));
    await expectQuery(page, 'page=3');
    await expect(cards(page)).toHaveCount(50);
    expect((await cardNames(page)).at(-1)).toBe(planName(450));
    await expect(page.getByRole('navigation', { name: 'Floor plans: pages' }).getByRole('link', { name: 'Next page' })).toHaveCount(0);

    // A new search starts on its first page: 450 / 4 bedroom counts → 113 two-bedroom plans, one page.
    const group = await openFilter(page, 'Bedrooms');
    await group.getByRole('checkbox', { name: '2 Beds' }).check();
    await expectQuery(page, 'bedroom=2');
    expect(await readCount(page)).toBe(113);
    await expect(cards(page)).toHaveCount(113);
    await expect(page.getByRole('navigation', { name: 'Floor plans: pages' })).toHaveCount(0);
  });

  test('a sorted search pages in its own order, and Back returns to the page before', async ({ page }) => {
    await page.goto(`${site!.url}/?sort=priceDesc`);
    await expect(cards(page).first().locator('h3')).toHaveText(planName(450));
    await clickWhenSettled(page.getByRole('navigation', { name: 'Floor plans: pages' }).getByRole('link', { name: 'Next page' }));
    await expectQuery(page, 'sort=priceDesc&page=2');
    await expect(cards(page).first().locator('h3')).toHaveText(planName(250));
    await page.goBack();
    await expectQuery(page, 'sort=priceDesc');
    await expect(cards(page).first().locator('h3')).toHaveText(planName(450));
  });

  test('a community page pages its units; /flexible-term its stays', async ({ page }) => {
    await page.goto(`${site!.url}/communities/${COMMUNITY}?page=3#units`);
    const units = page.locator('#units ul[aria-label="Units"] > li');
    await expect(units).toHaveCount(50);
    await expect(pagerStatus(page, 'Units')).toHaveText('401–450 of 450, page 3 of 3');

    // Its floor plan list is not searched: the first 200, and the search holds them all.
    await expect(page.getByRole('list', { name: 'Floor plans of Long Row' }).locator(':scope > li')).toHaveCount(200);
    await expect(page.locator('#floorplans').getByText('Showing 200 of 450.')).toBeVisible();
    await clickWhenSettled(page.locator('#floorplans').getByRole('link', { name: 'See all 450 in the floor plan search' }));
    await expectQuery(page, `community=${COMMUNITY}&availability=all`);
    expect(await readCount(page)).toBe(YEARLY);

    await page.goto(`${site!.url}/flexible-term`);
    expect(await readCount(page)).toBe(SHORT_TERM);
    await expect(cards(page)).toHaveCount(200);
    await clickWhenSettled(page.getByRole('navigation', { name: 'Short-term floor plans: pages' }).getByRole('link', { name: 'Next page' }));
    await expectQuery(page, 'page=2');
    await expect(cards(page)).toHaveCount(30);
  });

  test('the sublet board: 24 a page, newest first, each page its own canonical page', async ({ page, request }) => {
    await page.goto(`${site!.url}/sublets`);
    const board = page.getByRole('list', { name: 'Sublet listings' }).locator(':scope > li');
    await expect(board).toHaveCount(24);
    await expect(board.first().locator('h2')).toHaveText(subletTitle(1));
    await expect(pagerStatus(page, 'Sublet listings')).toHaveText(`1–24 of ${SUBLETS}, page 1 of 3`);
    await clickWhenSettled(page.getByRole('navigation', { name: 'Sublet listings: pages' }).getByRole('link', { name: 'Page 3' }));
    await expectQuery(page, 'page=3');
    await expect(board).toHaveCount(12);
    await expect(board.last().locator('h2')).toHaveText(subletTitle(SUBLETS));
    await expect(page.locator(`section#board`)).toBeFocused();
    const html = await (await request.get(`${site!.url}/sublets?page=2`)).text();
    expect(attr(headOf(html), /<link rel="canonical" href="([^"]+)"/)).toBe(`${site!.url}/sublets?page=2`);
  });

  test('the sublet board searched: dates, pets, the sort; a new search starts on its first page', async ({ page }) => {
    await page.goto(`${site!.url}/sublets?page=3`);
    const board = page.getByRole('list', { name: 'Sublet listings' }).locator(':scope > li');
    const dates = await openFilter(page, 'Dates');
    await dates.getByLabel('Move in').fill(dayFromNow(20));
    await dates.getByLabel('Move out').fill(dayFromNow(90));
    await expectQuery(page, `from=${dayFromNow(20)}&to=${dayFromNow(90)}`);
    expect(await readCount(page)).toBe(30);
    await expect(pagerStatus(page, 'Sublet listings')).toHaveText('1–24 of 30, page 1 of 2');
    await clickWhenSettled(page.getByRole('navigation', { name: 'Sublet listings: pages' }).getByRole('link', { name: 'Next page' }));
    await expectQuery(page, `from=${dayFromNow(20)}&to=${dayFromNow(90)}&page=2`);
    await expect(board).toHaveCount(6);
    await expect(board.last().locator('h2')).toHaveText(subletTitle(30));

    const more = await openFilter(page, 'More');
    await more.getByRole('checkbox', { name: 'Pets allowed' }).check();
    await expectQuery(page, `from=${dayFromNow(20)}&to=${dayFromNow(90)}&pets=allowed`);
    expect(await readCount(page)).toBe(10);
    await expect(board).toHaveCount(10);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('priceDesc');
    await expectQuery(page, `from=${dayFromNow(20)}&to=${dayFromNow(90)}&pets=allowed&sort=priceDesc`);
    // The dearest of sublets 1, 4, … 28.
    await expect(board.first().locator('h2')).toHaveText(subletTitle(28));

    await page.getByRole('button', { name: `Remove filter: Move in ${displayDay(dayFromNow(20))}` }).click();
    await expectQuery(page, `to=${dayFromNow(90)}&pets=allowed&sort=priceDesc`);
    expect(await readCount(page)).toBe(10);

    // Nothing found: the way back to the whole board.
    await page.goto(`${site!.url}/sublets?bedroom=1&pets=allowed&from=${dayFromNow(5)}`);
    await expect(page.getByText('No matches found...')).toBeVisible();
    await page.getByRole('link', { name: `Clear all filters (${SUBLETS} sublets)` }).click();
    await expectQuery(page, '');
    expect(await readCount(page)).toBe(SUBLETS);
  });

  test('without JavaScript the board’s search is a form that leads to its canonical URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${site!.url}/sublets`);
      const summary = page.locator('summary', { hasText: 'Bedrooms' });
      await summary.click();
      await page.getByRole('checkbox', { name: '1 Bed' }).check();
      await summary.click();
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(`${site!.url}/sublets?bedroom=1#board`);
      expect(await readCount(page)).toBe(SUBLETS / 3);
    } finally {
      await context.close();
    }
  });

  test('each page of the unfiltered list is its own canonical page; a search names the list', async ({ request }) => {
    const canonical = async (path: string) => attr(headOf(await (await request.get(`${site!.url}${path}`)).text()), /<link rel="canonical" href="([^"]+)"/);
    expect(await canonical('/?page=2')).toBe(`${site!.url}/?page=2`);
    expect(await canonical('/?page=1')).toBe(`${site!.url}/`);
    expect(await canonical('/?bedroom=2&page=2')).toBe(`${site!.url}/`);
    expect(await canonical('/flexible-term?page=2')).toBe(`${site!.url}/flexible-term?page=2`);
    expect(await canonical('/flexible-term?sort=priceDesc&page=2')).toBe(`${site!.url}/flexible-term`);
  });

  test("/flexible-term's pricing table carries every stay's rates, not every row's markup", async ({ page, request }) => {
    // It sorts and pages in the browser, so the page hands it all 230 rows. Page 2 (30 cards and
    // the 230 rows) had 386,461 bytes of flight data when each row carried its floor plan's cells
    // as markup, 189,832 with each row's data only (docs/performance.md).
    const { flightBytes } = await htmlFigures(request, `${site!.url}/flexible-term?page=2`);
    expect(flightBytes).toBeLessThanOrEqual(210_000);
    await page.goto(`${site!.url}/flexible-term?page=2`);
    const table = page.getByRole('table', { name: /Daily rates by length of stay/ });
    await clickWhenSettled(table.getByRole('button', { name: /14-29 days/ }));
    await clickWhenSettled(table.getByRole('button', { name: /14-29 days/ }));
    await expect(table.getByRole('rowheader').first()).toHaveText(`Stay ${SHORT_TERM}`);
    await expect(table.getByRole('row').nth(1)).toContainText('$289');
    await expect(table.getByRole('rowheader').first().getByRole('link')).toHaveAttribute('href', `/floorplans/stay-${SHORT_TERM}`);
  });
});
