// Texts as the company's own data has them, not as the demo does: a web address and an e-mail
// address in a description, names longer than a phone's line, and a file saved on Windows
// (UTF-16 with its byte order mark, a stray control character in a name), imported as staff
// import theirs (docs/import-format.md). On a 320 px phone no page may be wider than the screen:
// a long word breaks instead.
import { expect, test, type Page } from '@playwright/test';
import { type ExtraSite, startSiteWithListing } from './support/extra-site';

const URL_TEXT = 'https://www.example-property-management.com/communities/northwestern/floorplans/the-penthouse/photos/gallery/index.html';
const EMAIL = 'leasing.office.northwestern.bloomington@example-property-management.com';
const COMMUNITY_NAME = 'Northwestern Bloomington Graduate and Family Residences at Kirkwood';
const PLAN_NAME = 'The Supercalifragilisticexpialidocious-Deluxe-Penthouse';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function listing() {
  return {
    properties: [
      {
        id: 'northwestern',
        // The control character is dropped by the import (docs/import-format.md).
        name: `${COMMUNITY_NAME}\u0000`,
        leaseType: 'YEARLY',
        address: '1234 North Walnut Street Extension, Building C, Suite 4500-B',
        zipcode: '47404',
        email: EMAIL,
        phone: '(812) 555-0142',
        rating: 4.6,
        ratingLink: 'https://www.google.com/maps/search/?api=1&query=Northwestern',
        description: `Write to ${EMAIL} or see ${URL_TEXT}.`,
        floorplans: [
          {
            id: 'penthouse',
            name: PLAN_NAME,
            bedroom: 2,
            bathroom: 1.5,
            style: 'APARTMENT',
            // As staff type it: paragraphs, a list by line breaks, and an address to press.
            description: `Corner unit.\n\nFeatures:\n- Dishwasher\n- Balcony\n\nPhotos: ${URL_TEXT}`,
            petPolicy: `See ${URL_TEXT}`,
            // A tour on a host the site does not frame (Kuula): it opens in a new tab.
            virtualTourLink: 'https://kuula.co/share/collection/7lVfK',
            amenities: [{ name: 'Washer-and-dryer-hookups-in-every-unit-plus-a-laundromat', featured: true, type: 'KITCHEN' }],
            // A special with its end date, a web special's, and a bill's average: texts kept whole.
            specialRent: 1195,
            specialRentStartDate: day(-5),
            specialRentEndDate: day(60),
            webSpecials: [{ description: 'First month half off on a 12-month lease', startDate: day(-5), endDate: day(60) }],
            utilities: [{ name: 'Electric', type: 'RESIDENT_UTILITY', averageMonthlyBill: 88 }],
            // The unit's address as the old system holds it: the community's street, the
            // apartment, the town.
            units: [
              {
                id: 'ph-1',
                address: '1234 North Walnut Street Extension, Building C, Suite 4500-B Apt 7, Bloomington, IN 47404',
                rent: 1245,
                deposit: 750,
                squareFoot: 980,
                moveInDate: day(-10),
              },
            ],
          },
        ],
      },
      {
        id: 'stays',
        name: COMMUNITY_NAME.replace('Graduate', 'Furnished'),
        leaseType: 'SHORT_TERM',
        // The whole postal line where the street is asked for, and a number with its extension.
        address: '210 N Walnut St, Bloomington, IN 47404',
        zipcode: '47404',
        phone: '812.555.0142 ext. 3',
        floorplans: [
          {
            id: 'stay',
            name: `${PLAN_NAME}-Furnished`,
            bedroom: 1,
            bathroom: 1,
            style: 'STUDIO',
            priceFor2To4Days: 139,
            priceFor5To13Days: 119,
            priceFor14To29Days: 65,
            priceFor1To4Months: 59,
            priceFor4andMoreMonths: 49,
          },
        ],
      },
    ],
    homePageSpecials: [{ title: 'Sign-a-fourteen-month-lease-and-get-the-first-month-free', startDate: day(-5), endDate: day(30) }],
    teamMembers: [{ name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff', email: EMAIL, jobTitle: 'Assistant Community Manager' }],
    sublets: [
      {
        id: 'long-words',
        email: 'poster@example.com',
        firstName: 'Maximiliana',
        lastName: 'Wolfeschlegelsteinhausenbergerdorff',
        bedroom: 3,
        availableBedrooms: 1,
        availableFrom: day(10),
        availableTo: day(150),
        rent: 650,
        address: '1234 North Walnut Street Extension, Building C',
        zipcode: '47404',
        title: 'Room-in-a-three-bedroom-townhouse-near-campus!!!!!',
        description: `Write to ${EMAIL} or see ${URL_TEXT}`,
        createdDate: day(-1),
        approvedDate: day(-1),
        active: true,
        approved: true,
      },
    ],
  };
}

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
    // As Windows PowerShell's Out-File writes it: UTF-16LE with its byte order mark.
    const file = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify(listing(), null, 2), 'utf16le')]);
    site = await startSiteWithListing('real-world-texts-', file);
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
