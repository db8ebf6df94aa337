// What a company's own data says, shown as a visitor needs it (e2e/support/real-world-listing.ts):
// a description's paragraphs and links, a unit named by its apartment, a tour on a host the site
// does not frame, a furnished stay listed without units, an address typed with its town, a
// phone number with its extension, and communities with nothing to rent.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { ExtraSite } from './support/extra-site';
import { expectNoAxeViolations } from './support/site';
import { EMAIL, PLAN_NAME, startRealWorldSite, URL_TEXT } from './support/real-world-listing';

test.describe('company data on a phone', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ExtraSite | undefined;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone layout; one site of its own is enough');
    test.setTimeout(240_000);
    site = await startRealWorldSite('company-data-');
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test("staff texts keep their paragraphs and links; a unit is named by its apartment", async ({ page }) => {
    await page.goto(`${site!.url}/floorplans/penthouse`);
    const main = page.locator('main');
    await expect(main.locator('p', { hasText: 'Corner unit.' })).toHaveJSProperty('innerText', 'Corner unit.');
    await expect(main.locator('p', { hasText: 'Features:' })).toHaveJSProperty('innerText', 'Features:\n- Dishwasher\n- Balcony');
    await expect(main.getByRole('link', { name: URL_TEXT }).first()).toHaveAttribute('href', URL_TEXT);
    await expect(page.getByRole('rowheader', { name: 'Apt 7', exact: true })).toBeVisible();
    await page.goto(`${site!.url}/communities/northwestern`);
    await expect(page.locator('main').getByRole('link', { name: EMAIL }).first()).toHaveAttribute('href', `mailto:${EMAIL}`);
    // The unit's map searches its address with the town once.
    const map = page.locator('#units').getByRole('link', { name: /^Map of / });
    expect(new URL((await map.getAttribute('href'))!).searchParams.get('query')).toBe(
      '1234 North Walnut Street Extension, Building C, Suite 4500-B Apt 7, Bloomington, IN 47404',
    );
    // A visitor's text is not made into links: the sublet's description says the same.
    await page.goto(`${site!.url}/sublets`);
    await expect(page.getByText(URL_TEXT, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: URL_TEXT })).toHaveCount(0);
  });

  test('a virtual tour on a host the site does not frame opens in a new tab, not in a blank frame', async ({ page }) => {
    await page.goto(`${site!.url}/floorplans/penthouse`);
    await page.getByRole('button', { name: 'Virtual Tour', exact: true }).click();
    const open = page.getByRole('link', { name: new RegExp(`^Open Virtual Tour of ${PLAN_NAME}`) });
    await expect(open).toHaveAttribute('href', 'https://kuula.co/share/collection/7lVfK');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a furnished stay listed without units does not send its visitor to a waiting list', async ({ page }) => {
    await page.goto(`${site!.url}/floorplans/stay`);
    await expect(page.getByRole('heading', { name: 'Prices by length of stay' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Availability' })).toHaveCount(0);
    await expect(page.getByText(/waiting list/)).toHaveCount(0);
    // Its address, typed with the town, shows the town once in the summary and once in the
    // location card's address.
    const text = await page.locator('main').innerText();
    expect(text.match(/Bloomington, IN 47404/g)).toHaveLength(2);
    await expect(page.locator('main address')).toContainText('210 N Walnut St\nBloomington, IN 47404', { useInnerText: true });
    // Its phone calls the number, then the extension after a pause (not an 11-digit number).
    await expect(page.getByRole('link', { name: /812\.555\.0142 ext\. 3/ }).first()).toHaveAttribute('href', 'tel:+18125550142,3');
    // Nor does its community count "0 units available".
    await page.goto(`${site!.url}/communities/stays`);
    await expect(page.getByText(/units? available within 12 months/)).toHaveCount(0);
    // A yearly floor plan keeps its availability.
    await page.goto(`${site!.url}/floorplans/penthouse`);
    await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
  });

  test("a floor plan with many units shows the first 10, and all of them on request", async ({ page }) => {
    await page.goto(`${site!.url}/floorplans/block-2x2`);
    const section = page.locator('#availability');
    const rows = section.locator('table:visible tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(section.getByRole('region', { name: '14 available units (the first 10)' })).toBeVisible();
    // From the keyboard, as a native disclosure.
    const toggle = section.locator('summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(section.locator('table:visible')).toHaveCount(1);
    await expect(rows).toHaveCount(14);
    await expect(rows.last().getByRole('rowheader')).toHaveText('Apt 214');
    await expect(toggle).toHaveText('Show the first 10 only', { useInnerText: true });
    await expectNoAxeViolations(page, '#availability');
    await toggle.click();
    await expect(rows).toHaveCount(10);
    await expect(toggle).toHaveText('Show all 14 units', { useInnerText: true });
    await expectNoAxeViolations(page, '#availability');
    // A printed page has every unit, without the toggle.
    await page.emulateMedia({ media: 'print' });
    await expect(rows).toHaveCount(14);
    await expect(section.locator('table:visible')).toHaveCount(1);
    await expect(toggle).toBeHidden();
  });

  test("a link preview keeps long names to their lines: the price and the company's name stay in the picture", async ({ request }) => {
    // Its footer is a 3 px rule in the theme's limestone (#e7e0d4) across the text column, over the
    // company's name; its price a pill in the primary colour (#8c1d2f). Long names pushed both out.
    const png = await (await request.get(`${site!.url}/floorplans/block-2x2/opengraph-image`)).body();
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const near = (x: number, y: number, [r, g, b]: number[]) => {
      const at = (y * info.width + x) * 3;
      return Math.abs(data[at]! - r!) + Math.abs(data[at + 1]! - g!) + Math.abs(data[at + 2]! - b!) < 18;
    };
    const rowShare = (y: number, colour: number[]) => {
      let hits = 0;
      for (let x = 560; x < 1140; x++) if (near(x, y, colour)) hits++;
      return hits / 580;
    };
    const rows = Array.from({ length: info.height }, (_, y) => y);
    const rule = rows.find((y) => rowShare(y, [0xe7, 0xe0, 0xd4]) > 0.9);
    expect(rule, 'the footer rule').toBeDefined();
    expect(rule!).toBeLessThan(info.height - 60);
    expect(rows.some((y) => y < rule! && rowShare(y, [0x8c, 0x1d, 0x2f]) > 0.2), 'the price pill').toBe(true);
  });

  test('a community with nothing listed says why and what to do', async ({ page }) => {
    await page.goto(`${site!.url}/communities/leased`);
    const floorplans = page.locator('#floorplans');
    await expect(floorplans).toContainText('No matches found...Leased-Up Lofts has no floor plans listed right now.');
    // Said once: the units section has nothing to add. No "0 floor plans" figure.
    await expect(page.getByText(/has no (floor plans|units) listed/)).toHaveCount(1);
    await expect(page.getByText(/\b0 floor plans/)).toHaveCount(0);
    await expect(page.getByText('0 units available within 12 months')).toBeVisible();
    await floorplans.getByRole('link', { name: 'Contact us to join the waiting list.' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.getByRole('heading', { name: 'Contact Leased-Up Lofts' })).toBeInViewport();
    // A floor plan listed without units: its card stays; the units section says why it finds none.
    await page.goto(`${site!.url}/communities/oak-grove`);
    await expect(page.locator('#floorplans').getByRole('heading', { name: 'Oak A' })).toBeVisible();
    const units = page.locator('#units');
    await expect(units).toContainText('No matches found...Oak Grove has no units listed right now. Contact us to join the waiting list.');
    await expect(units.getByRole('link', { name: 'Contact us to join the waiting list.' })).toHaveAttribute('href', '#contact');
    // Nothing to search: no filters, sort or count that could only ever find nothing.
    await expect(units.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
    await expect(units.getByText(/^Total: /)).toHaveCount(0);
    await expectNoAxeViolations(page, '#units');
  });
});
