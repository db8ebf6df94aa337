import { expect, test, type Locator, type Page } from '@playwright/test';
import { settledPlace, skipSpecialModal } from './support/listing';
import { expectNoAxeViolations } from './support/site';

/**
 * Links into a page: to a section (`#contact`, in e-mails and on other pages) and to a quoted
 * passage (`#:~:text=…`, what search results and "Copy link to highlight" make). Both must land on
 * what they point to, past a list of cards that renders as it comes near the screen
 * (styles/deferredRendering.ts), and a quoted passage in a closed answer or another amenity tab
 * must open it (components/ui/hiddenUntilFound.ts). Find in page opens panels the same way, but
 * no browser API drives it; a quoted passage is the same search.
 */

const COMMUNITY = '/communities/kirkwood-commons';
const PETS_ANSWER = 'Cats and dogs of any size';
const quoted = (text: string) => `#:~:text=${encodeURIComponent(text)}`;

/** The text of the home page's first Special Offer (closed, so read from the markup). */
async function firstOffer(page: Page): Promise<string> {
  await page.goto('/');
  const text = await page.locator('[data-special-offer] li').first().textContent();
  expect(text).toBeTruthy();
  // The link is then followed as from a search result: a new load, not a jump within the page.
  await page.goto('about:blank');
  return text!;
}

/** A section's heading ends at the top of the screen, under the sticky header. */
async function expectAtTop(page: Page, target: Locator) {
  const { y: top } = await settledPlace(target);
  expect(top, 'top of the section after the jump').toBeGreaterThanOrEqual(0);
  expect(top, 'top of the section after the jump').toBeLessThan(page.viewportSize()!.height / 3);
}

/** A quoted passage is scrolled to the middle of the screen: all of it is on screen. */
async function expectOnScreen(page: Page, target: Locator, { scripts = true } = {}) {
  const { y: top } = await settledPlace(target, { scripts });
  const { height } = (await target.boundingBox())!;
  expect(top, 'top of the passage after the jump').toBeGreaterThanOrEqual(0);
  expect(top + height, 'bottom of the passage after the jump').toBeLessThanOrEqual(page.viewportSize()!.height);
}

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

test.describe('links into a page', () => {
  for (const section of ['contact', 'faq']) {
    test(`a link to #${section} lands on it, past the lists of cards above it`, async ({ page }) => {
      await page.goto(`${COMMUNITY}#${section}`);
      await expectAtTop(page, page.locator(`#${section}`));
    });
  }

  test('a link to a quoted passage in a closed answer opens that answer, and only it', async ({ page }) => {
    await page.goto(COMMUNITY + quoted(PETS_ANSWER));
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const pets = faq.getByRole('button', { name: 'Are pets allowed?' });
    await expect(pets).toHaveAttribute('aria-expanded', 'true');
    const answer = faq.getByRole('region', { name: 'Are pets allowed?' });
    await expect(answer).toContainText(PETS_ANSWER);
    await expectOnScreen(page, answer.getByText(PETS_ANSWER));
    await expect(faq.getByRole('region')).toHaveCount(1);
    // The answer found is an ordinary open fold: opening another closes it.
    await faq.getByRole('button', { name: 'Where do I park?' }).click();
    await expect(pets).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(1);
    await expectNoAxeViolations(page, '#faq');
  });

  test('a link to a quoted passage in another amenity tab selects that tab', async ({ page }) => {
    await page.goto('/floorplans/kirkwood-laurel' + quoted('Package lockers'));
    const amenities = page.getByRole('region', { name: 'Amenities' });
    const smartLiving = amenities.getByRole('tab', { name: /^Smart Living/ });
    await expect(smartLiving).toHaveAttribute('aria-selected', 'true');
    // On a phone the tab list is wider than the screen: the tab chosen is brought into its frame.
    await expect(smartLiving).toBeInViewport({ ratio: 1 });
    await expect(amenities.getByRole('tab', { selected: true })).toHaveCount(1);
    const panel = amenities.getByRole('tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', (await smartLiving.getAttribute('id'))!);
    await expectOnScreen(page, panel.getByText('Package lockers'));
    // The tabs go on from the tab found.
    await smartLiving.focus();
    await page.keyboard.press('ArrowRight');
    await expect(amenities.getByRole('tab', { name: /^Parking/ })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, '#amenities');
  });

  test('a link to a quoted passage of a card\'s Special Offer opens that offer', async ({ page }) => {
    const offer = await firstOffer(page);
    await page.goto('/' + quoted(offer));
    const opened = page.locator('[data-special-offer] button[aria-expanded="true"]');
    await expect(opened).toHaveCount(1);
    const panel = page.locator(`#${await opened.getAttribute('aria-controls')}`);
    await expect(panel.getByText(offer)).toBeVisible();
    await expectOnScreen(page, panel.getByText(offer));
    // An ordinary open offer: pressing its button closes it.
    await opened.click();
    await expect(page.locator('[data-special-offer] button[aria-expanded="true"]')).toHaveCount(0);
    await expect(panel.getByText(offer)).toBeHidden();
  });

  test('closed answers and other tabs take no room and are not read out', async ({ page }) => {
    await page.goto('/floorplans/kirkwood-laurel');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('region')).toHaveCount(0);
    const sizes = await page.locator('#faq [data-accordion-index]').evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().height - item.querySelector('h3')!.getBoundingClientRect().height),
    );
    // Each closed fold is its header and the 1 px line under it.
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) expect(size).toBeCloseTo(1, 0);
    const amenities = page.locator('#amenities');
    await expect(amenities.getByRole('tabpanel')).toHaveCount(1);
    const gap = await amenities.locator('[role=tablist]').evaluate((list) => {
      const tabs = list.parentElement!;
      const panel = tabs.querySelector('[role=tabpanel]')!;
      return tabs.getBoundingClientRect().bottom - panel.getBoundingClientRect().bottom;
    });
    expect(gap, 'room under the selected panel, left by the hidden ones').toBeCloseTo(0, 0);
  });
});

test.describe('links written loosely', () => {
  // As texts, e-mails and flyers pass them on: the sentence's end stuck to the link, capitals.
  test('a link with the end of its sentence, or capitals, lands on its page with its query and section', async ({ page }) => {
    const cases = [
      ['/floorplans/kirkwood-iris).', '/floorplans/kirkwood-iris', 'The Iris'],
      ['/floorplans/Kirkwood-Iris%E2%80%9D', '/floorplans/kirkwood-iris', 'The Iris'],
      ['/Communities/Kirkwood-Commons?bedroom=2', '/communities/kirkwood-commons?bedroom=2', 'Kirkwood Commons'],
      ['/FLEXIBLE-TERM.', '/flexible-term', 'Flexible Term Apartment Living'],
      ['/Communities/Kirkwood-Commons/Tour?floorplan=kirkwood-iris', '/communities/kirkwood-commons/tour?floorplan=kirkwood-iris', 'Schedule a tour of Kirkwood Commons'],
    ];
    for (const [link, path, heading] of cases) {
      const response = await page.goto(link!);
      // Permanent redirects (308), not a page of its own at the loose address.
      const statuses = [];
      for (let request = response!.request().redirectedFrom(); request; request = request.redirectedFrom()) statuses.push((await request.response())?.status());
      expect([link, response?.status(), statuses.length > 0 && statuses.every((status) => status === 308)]).toEqual([link, 200, true]);
      await expect(page).toHaveURL(path!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    }
    await page.goto(`${COMMUNITY.toUpperCase()}#contact`);
    await expect(page).toHaveURL(`${COMMUNITY}#contact`);
    await expectAtTop(page, page.locator('#contact'));
  });

  test('a loose link to nothing is still the 404 page', async ({ page }) => {
    for (const link of ['/floorplans/no-such-plan).', '/Communities/Nowhere']) {
      const response = await page.goto(link);
      expect([link, response?.status()]).toEqual([link, 404]);
      await expect(page.getByText('Uh-oh, this is a 404')).toBeVisible();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a link to a quoted passage in a closed answer shows it', async ({ page }) => {
    await page.goto(COMMUNITY + quoted(PETS_ANSWER));
    const text = page.getByText(PETS_ANSWER);
    await expect(text).toBeVisible();
    await expectOnScreen(page, text, { scripts: false });
  });

  test('a link to a quoted passage of a Special Offer shows it', async ({ page }) => {
    const offer = await firstOffer(page);
    await page.goto('/' + quoted(offer));
    await expect(page.locator('[data-special-offer] li').filter({ hasText: offer }).filter({ visible: true })).toHaveCount(1);
  });
});
