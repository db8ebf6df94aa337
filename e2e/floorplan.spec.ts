import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { skipSpecialModal } from './support/listing';
import { recordRequests } from './support/requests';
import { expectNoAxeViolations } from './support/site';

/** Demo plans: kirkwood-laurel has a video tour (YouTube) and a virtual tour (Matterport) and 5 photos. */
const LAUREL = '/floorplans/kirkwood-laurel';

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

test.describe('floor plan page', () => {
  test('the browser title is the floor plan name (its SEO title when given), and the page names it', async ({ page }) => {
    await page.goto('/floorplans/kirkwood-clover');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Clover');
    await expect(page).toHaveTitle(/^The Clover/);
    expect(await page.title()).not.toContain('Floorplan:');
  });

  for (const [why, path] of [
    ['an unknown id', '/floorplans/no-such-plan'],
    ['an inactive floor plan', '/floorplans/kirkwood-willow'],
    ['a garage-style plan', '/floorplans/collegemall-garage'],
    ['a plan of a garage property', '/floorplans/tenth-single-bay'],
    ['a plan of an inactive property', '/floorplans/sycamore-knoll-one'],
  ] as const) {
    test(`${why} answers 404 with 'Uh-oh, this is a 404'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Uh-oh, this is a 404')).toBeVisible();
    });
  }

  test('the estimated all-in cost is the rent plus the bills the resident pays', async ({ page }) => {
    await page.goto(LAUREL);
    const dollars = (text: string | null) => Number((/\$([\d,]+(?:\.\d+)?)/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));
    // What the Utilities section says the resident pays a month on average (the bills' sum).
    const utilities = page.getByRole('region', { name: 'Utilities' });
    const sum = dollars(await utilities.getByText('Estimated total paid by the resident:').textContent());
    expect(sum).toBeGreaterThan(0);
    // Figures are shown in whole dollars: a total may differ from the sum of shown figures by 1.
    const about = (shown: number, expected: number) => expect(Math.abs(shown - expected), `${shown} vs ${expected}`).toBeLessThanOrEqual(1);

    // The summary: the lowest rent (or today's special) plus the bills, said to be an estimate.
    const allIn = page.getByText(/\/month with utilities/);
    const summaryPrice = dollars(await allIn.locator('xpath=preceding-sibling::p[1]').locator('strong').textContent());
    about(dollars(await allIn.locator('strong').textContent()), summaryPrice + sum);
    await expect(allIn).toContainText('Estimate: the rent plus the average monthly');

    // Each unit of the table: its rent (the special when it applies) plus the same bills.
    const table = page.getByRole('region', { name: /available unit/ }).getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Est. total per month with utilities' })).toBeVisible();
    for (const row of await table.getByRole('row').all()) {
      const cells = await row.getByRole('cell').allTextContents();
      if (cells.length === 0) continue;
      const rent = dollars(cells[1] ?? null);
      about(dollars(cells.at(-2) ?? null), rent + sum);
    }
  });

  test('amenities by type: one tab per type, worked by keyboard', async ({ page }) => {
    await page.goto(LAUREL);
    const section = page.getByRole('region', { name: 'Amenities' });
    const tabs = section.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // One tab stop: the selected tab; the arrows move and select, End and Home go to the ends.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await tabs.nth(1).getAttribute('id'))!);
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.last()).toHaveText(/^Other \(\d+\)$/);
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(section.getByRole('tabpanel')).toBeFocused();
    await expectNoAxeViolations(page, '#amenities');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('End');
    await expectNoAxeViolations(page, '#amenities');
    // The availability table with its estimate column and its CSV button.
    await expectNoAxeViolations(page, '#availability');
  });

  test("the availability table's 'Download CSV' saves its rows: unit, rent and the all-in estimate", async ({ page }) => {
    await page.goto(LAUREL);
    const table = page.getByRole('region', { name: /available unit/ }).getByRole('table');
    const shown: string[][] = [];
    for (const row of await table.getByRole('row').all()) {
      const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
      const header = (await row.getByRole('rowheader').allTextContents()).map((text) => text.trim());
      if (cells.length > 0) shown.push([...header, ...cells]);
    }
    expect(shown.length).toBeGreaterThan(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV of the available units' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('kirkwood-laurel-available-units.csv');
    const lines = readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Unit,Move-in,Rent per month,Deposit,Est. total per month with utilities,Square feet');
    expect(lines).toHaveLength(shown.length + 1);
    const digits = (text: string) => text.replace(/[^\d]/g, '');
    for (const [index, line] of lines.slice(1).entries()) {
      const [unit, , rent, , allIn] = line.split(',');
      const row = shown[index]!.join(' | ');
      // The same unit, rent and estimate as the row shown (the CSV has plain numbers).
      expect(row).toContain(unit!.replace(/^"|"$/g, ''));
      expect(digits(row)).toContain(digits(rent!));
      expect(digits(row)).toContain(digits(allIn!));
    }
  });

  test('the hero switches between photos, Video Tour and Virtual Tour through its badges', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(LAUREL);
    const photos = page.getByRole('button', { name: 'Photos', exact: true });
    const video = page.getByRole('button', { name: 'Video Tour', exact: true });
    const virtual = page.getByRole('button', { name: 'Virtual Tour', exact: true });
    await expect(photos).toHaveAttribute('aria-pressed', 'true');
    // First page: 4 tiles minus one per tour = 2 photos and the 2 tour tiles.
    const firstPage = page.getByRole('list', { name: 'Photos, page 1 of 2' });
    await expect(firstPage.getByRole('listitem')).toHaveCount(4);
    await expect(firstPage.getByRole('button', { name: /^View photo/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'More photos' }).click();
    await expect(page.getByRole('list', { name: 'Photos, page 2 of 2' }).getByRole('button', { name: /^View photo/ })).toHaveCount(3);
    expect(requests.thirdParty()).toEqual([]);

    await video.click();
    await expect(video).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('iframe[title="Video Tour of The Laurel"]')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
    await expect(page.getByRole('list', { name: /Photos, page/ })).toHaveCount(0);

    await virtual.click();
    await expect(page.locator('iframe[title="Virtual Tour of The Laurel"]')).toHaveAttribute('src', /my\.matterport\.com/);
    await expect(page.locator('iframe[title="Video Tour of The Laurel"]')).toHaveCount(0);

    await photos.click();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('list', { name: /Photos, page/ })).toBeVisible();
    expect(requests.hosts().some((host) => host.includes('matterport') || host.includes('youtube'))).toBe(true);
  });

  test("a video tour that is a file the site serves plays in the site's player, with pause and mute", async ({ page, request }) => {
    await page.goto('/floorplans/kirkwood-juniper');
    await page.getByRole('button', { name: 'Video Tour', exact: true }).click();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', '/videos/demo-tour.webm');
    const file = await request.get('/videos/demo-tour.webm');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('video/webm');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await page.getByRole('button', { name: 'Unmute' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
    const pause = page.getByRole('button', { name: 'Pause' });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    await expectNoAxeViolations(page, '[data-hero-view="video"]');
  });

  test("the floor plan's own questions come first, then its community's, each asked once", async ({ page }) => {
    await page.goto('/floorplans/kirkwood-iris');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('button')).toHaveText([
      'Do both bedrooms have their own bathroom?',
      'Are pets allowed?',
      'How long are the leases?',
      'Where do I park?',
      'How do I apply?',
    ]);
    await faq.getByRole('button', { name: 'Are pets allowed?' }).click();
    await expect(faq.getByRole('region', { name: 'Are pets allowed?' })).toContainText('ground-floor version with a patio');
    await page.keyboard.press('Control+PageDown');
    await expect(faq.getByRole('button', { name: 'How long are the leases?' })).toBeFocused();
  });

  test('the photo gallery modal wraps around at both ends', async ({ page }) => {
    await page.goto(LAUREL);
    await page.getByRole('button', { name: /^View photo 1 of 5/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Photos of The Laurel' });
    await expect(dialog.getByText('Photo 1 of 5')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next photo' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog.getByText('Photo 5 of 5')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByText('Photo 1 of 5')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Photo 5 of 5')).toBeVisible();
    // The spinner goes once the picture has loaded.
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('shows details, amenities, availability, pets, utilities with the disclaimer, similar plans and testimonials', async ({ page }) => {
    await page.goto(LAUREL);
    for (const name of ['Availability', 'Amenities', 'Pets', 'Utilities', 'Location', 'Similar floor plans', 'What residents say']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/Actual costs vary/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Similar floor plans' }).getByRole('article').first()).toBeVisible();
  });

  test('the location link scrolls to the location section; the map loads only on request', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(LAUREL);
    await page.getByRole('link', { name: 'See the location' }).click();
    await expect(page).toHaveURL(/#location$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeInViewport();
    await expect(page.locator('#location iframe')).toHaveCount(0);
    expect(requests.thirdParty()).toEqual([]);
    await page.getByRole('button', { name: /Show map of Kirkwood Commons/ }).click();
    await expect(page.locator('#location iframe')).toHaveAttribute('src', /openstreetmap\.org/);
  });

  test('contact and apply open the page-wide modals', async ({ page }) => {
    await page.goto(LAUREL);
    const card = page.getByRole('region', { name: 'Interested in The Laurel?' });
    await card.getByRole('button', { name: 'Contact us' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await card.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test("share: e-mail has the page title as subject and the URL as body; 'Copied!' shows for 2 seconds", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(LAUREL);
    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    const mail = page.getByRole('menuitem', { name: 'Share by e-mail' });
    const href = (await mail.getAttribute('href'))!;
    const params = new URLSearchParams(href.replace(/^mailto:\?/, ''));
    expect(params.get('subject')).toBe(await page.title());
    expect(params.get('body')).toBe(page.url());
    const facebook = page.getByRole('menuitem', { name: /Share on Facebook/ });
    await expect(facebook).toHaveAttribute('target', '_blank');
    expect(new URL((await facebook.getAttribute('href'))!).searchParams.get('u')).toBe(page.url());
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(share).toBeFocused();

    // Fake timers, paused: the confirmation's 2 s are counted exactly, whatever the machine's load.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await share.click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    const copied = page.getByRole('status').filter({ hasText: 'Copied!' });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.clock.runFor(1900);
    await expect(copied).toBeVisible();
    await page.clock.runFor(150);
    await expect(copied).toHaveCount(0);
  });
});

test.describe('short-term floor plan page', () => {
  test('shows the prices by stay length with raw text prices, the notes and the terms', async ({ page }) => {
    await page.goto('/floorplans/walnut-penthouse');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Penthouse Three Bedroom');
    const table = page.getByRole('table', { name: /Stay prices of Penthouse Three Bedroom/ });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0)).toContainText('2-4 days');
    await expect(rows.nth(0)).toContainText('For immediate arrivals only');
    await expect(rows.nth(0)).toContainText('$329/day');
    await expect(rows.nth(1)).toContainText('5-13 days');
    await expect(rows.nth(1)).toContainText('For immediate arrivals only');
    await expect(rows.nth(1)).toContainText('$289/day');
    for (const i of [2, 3, 4]) {
      await expect(rows.nth(i)).toContainText('Call for pricing');
      await expect(rows.nth(i)).not.toContainText('immediate');
    }
    await expect(page.getByText('Daily rates exclude tax. A month is priced at 30 times the daily rate.')).toBeVisible();
    for (const term of ['14-day minimum', 'No lease or deposit', '0 days notice', 'Card charged weekly', 'One free cleaning per month for stays of 30 days or more', 'No pets', 'Utilities and internet included']) {
      await expect(page.getByRole('region', { name: 'Prices by length of stay' }).getByText(term, { exact: true })).toBeVisible();
    }
  });

  test('month tiers show 30 times the daily rate', async ({ page }) => {
    await page.goto('/floorplans/walnut-urban-studio');
    const rows = page.getByRole('table', { name: /Stay prices/ }).locator('tbody tr');
    await expect(rows.nth(3)).toContainText('$79/day');
    await expect(rows.nth(3)).toContainText('$2,370/month');
    await expect(rows.nth(4)).toContainText('$2,070/month');
    await expect(rows.nth(2)).not.toContainText('/month');
  });
});
