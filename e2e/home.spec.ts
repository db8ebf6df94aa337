import { expect, test, type Page } from '@playwright/test';
import {
  cardBedrooms,
  cardMinPrices,
  cardNames,
  cards,
  expectQuery,
  openFilter,
  readCount,
  resultCount,
  skipSpecialModal,
} from './support/listing';

/**
 * Whether the open filter panel is drawn over each raised piece of the first card (its photo
 * arrows and badges) that it covers, the panel made long enough to reach over that card.
 */
async function raisedPiecesUnderPanel(page: Page): Promise<boolean[]> {
  return page.locator('form details[open]').evaluate((details) => {
    const panel = details.lastElementChild as HTMLElement;
    const firstCard = document.querySelector('main article')!;
    panel.style.minHeight = `${firstCard.getBoundingClientRect().bottom - panel.getBoundingClientRect().top}px`;
    firstCard.scrollIntoView({ block: 'end', behavior: 'instant' });
    const area = panel.getBoundingClientRect();
    const raised = [...document.querySelectorAll('main article *')].filter((element) => {
      const style = getComputedStyle(element);
      return style.position !== 'static' && style.zIndex !== 'auto';
    });
    // The middle of each raised piece's part under the panel, where it is on the screen.
    return raised.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const [left, right] = [Math.max(box.left, area.left), Math.min(box.right, area.right)];
      const [top, bottom] = [Math.max(box.top, area.top, 0), Math.min(box.bottom, area.bottom, innerHeight)];
      if (right - left < 2 || bottom - top < 2) return [];
      return [panel.contains(document.elementFromPoint((left + right) / 2, (top + bottom) / 2))];
    });
  });
}

test.describe('home page search', () => {
  test.beforeEach(async ({ context }) => {
    await skipSpecialModal(context);
  });

  test('hero: START YOUR SEARCH scrolls to the search section and focuses it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Are you moving soon?' })).toBeVisible();
    const section = page.locator('section#search');
    const top = () => section.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(await top()).toBeGreaterThan(300);
    await page.getByRole('link', { name: 'START YOUR SEARCH' }).click();
    // Scrolled so the section starts just under the sticky header.
    await expect.poll(top).toBeLessThan(100);
    expect(await top()).toBeGreaterThanOrEqual(0);
    await expect(section.getByRole('heading', { name: 'search apartments' })).toBeInViewport();
    await expect(section).toBeFocused();
    expect(new URL(page.url()).hash).toBe('#search');
  });

  test('the hero link is a plain #search link (works without JavaScript)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<a[^>]*href="#search"[^>]*>START YOUR SEARCH/);
    expect(html).toMatch(/<section[^>]*id="search"/);
  });

  test('defaults: available now, featured first, with the count and the cards', async ({ page }) => {
    await page.goto('/');
    const count = await readCount(page);
    expect(count).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(count);
    await expect(page.getByRole('combobox', { name: 'Availability' })).toHaveValue('now');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    for (const article of await cards(page).all()) await expect(article.getByText('Available Now')).toBeVisible();
  });

  test('a filtered URL is rendered on the server (HTML before hydration) with a canonical link to /', async ({ request }) => {
    const all = await (await request.get('/?availability=all')).text();
    // A warm cache renders the list in the first HTML: no skeleton, nothing hidden to swap in by script.
    const response = await request.get('/?bedroom=2&availability=all&sort=priceAsc');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const total = Number(/Total: (?:<!-- -->)?(\d+)(?:<!-- -->)? Results/.exec(html)?.[1]);
    const totalAll = Number(/Total: (?:<!-- -->)?(\d+)(?:<!-- -->)? Results/.exec(all)?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(totalAll);
    const articles = html.match(/<article[\s\S]*?<\/article>/g) ?? [];
    expect(articles).toHaveLength(total);
    for (const article of articles) expect(article).toContain('2 Beds');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"/);
    expect(html).not.toContain('Loading floor plans');
    // Not inside a streamed <div hidden id="S:…"> that only a script would reveal.
    expect(html.slice(0, html.indexOf('<article'))).not.toMatch(/<div hidden id="S:/);
  });

  test('a link mangled by hand or by a tool finds what its canonical form finds', async ({ request }) => {
    const plans = async (query: string) => {
      const html = await (await request.get(`/?${query}`)).text();
      const articles = html.match(/<article[\s\S]*?<\/article>/g) ?? [];
      const ticked = /<input[^>]*checked=""[^>]*value="henderson-row"|<input[^>]*value="henderson-row"[^>]*checked=""/.test(html);
      return { ticked, plans: articles.map((article) => /href="(\/floorplans\/[^"#?]+)"/.exec(article)?.[1]) };
    };
    // A month from January to September within the search's year ahead, written without its zero.
    const today = new Date();
    const [year, month] = today.getMonth() < 9 ? [today.getFullYear(), today.getMonth() + 1] : [today.getFullYear() + 1, 1];
    const canonical = await plans(`community=henderson-row&rent=500-2500&availability=${year}-0${month}&sort=priceAsc`);
    // Other capitals, an en dash, spaces, dollar signs and a thousands comma, a month without its zero.
    const mangled = await plans(
      `community=Henderson-Row&rent=%24500%20%E2%80%93%20%242%2C500&availability=${year}-${month}&sort=PRICEASC`,
    );
    expect(canonical.plans.length).toBeGreaterThan(1);
    expect(canonical.ticked).toBe(true);
    expect(mangled).toEqual(canonical);
  });

  test('bedroom filter changes the results and the URL', async ({ page }) => {
    await page.goto('/?availability=all');
    const before = await readCount(page);
    const group = await openFilter(page, 'Bedrooms');
    await group.getByRole('checkbox', { name: '2 Beds' }).check();
    await expectQuery(page, 'bedroom=2&availability=all');
    const after = await readCount(page);
    expect(after).toBeLessThan(before);
    expect(await cardBedrooms(page)).toEqual(Array(after).fill(2));
    await group.getByRole('checkbox', { name: '3 Beds' }).check();
    await expectQuery(page, 'bedroom=2,3&availability=all');
    expect(new Set(await cardBedrooms(page))).toEqual(new Set([2, 3]));
  });

  test('an open filter drop-down is drawn over the cards below it', async ({ page }) => {
    await page.goto('/?availability=all');
    await openFilter(page, 'Community');
    // As the browser draws it, and as a browser that makes the bar (a query container) a
    // stacking context of its own does.
    for (const isolation of ['auto', 'isolate']) {
      // setAttribute: the form's `style` property is its "style" checkboxes.
      await page.locator('form', { has: page.locator('details[open]') }).evaluate((form, value) => {
        form.setAttribute('style', `isolation: ${value}`);
      }, isolation);
      const hits = await raisedPiecesUnderPanel(page);
      expect(hits.length, 'raised pieces of a card under the panel').toBeGreaterThan(0);
      expect(hits.filter((onTop) => !onTop), `raised pieces drawn over the panel (isolation: ${isolation})`).toEqual([]);
    }
  });

  test('style filter changes the results and the URL', async ({ page }) => {
    await page.goto('/?availability=all');
    const before = await readCount(page);
    const group = await openFilter(page, 'Style');
    await group.getByRole('checkbox', { name: 'Town Home' }).check();
    await expectQuery(page, 'style=TOWN_HOME&availability=all');
    const after = await readCount(page);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
  });

  test('community filter offers only active yearly non-garage communities and filters by them', async ({ page }) => {
    await page.goto('/?availability=all');
    const group = await openFilter(page, 'Community');
    const names = await group.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent?.trim()));
    expect(names).toContain('Kirkwood Commons');
    expect(names).not.toContain('Tenth Street Garage');
    expect(names).not.toContain('Sycamore Knoll');
    expect(names).not.toContain('Walnut Street Suites');
    await group.getByRole('checkbox', { name: 'Henderson Row Town Homes' }).check();
    await expectQuery(page, 'community=henderson-row&availability=all');
    const labels = await cards(page).evaluateAll((articles) => articles.map((a) => a.querySelector('p')?.textContent));
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set(['Henderson Row Town Homes']));
  });

  test('price range filter writes rent=MIN-MAX; its pill resets to the full range', async ({ page }) => {
    await page.goto('/?availability=all');
    const before = await readCount(page);
    await openFilter(page, 'Price');
    await page.getByRole('slider', { name: 'Maximum monthly rent' }).fill('1200');
    await expectQuery(page, 'rent=0-1200&availability=all');
    const after = await readCount(page);
    expect(after).toBeLessThan(before);
    const pill = page.getByRole('button', { name: 'Remove filter: $0 - $1,200' });
    await pill.click();
    await expectQuery(page, 'availability=all');
    expect(await readCount(page)).toBe(before);
    await openFilter(page, 'Price');
    await expect(page.getByRole('slider', { name: 'Maximum monthly rent' })).toHaveValue('4000');
  });

  test('availability: a month and any time change the results and the URL', async ({ page }) => {
    await page.goto('/');
    const now = await readCount(page);
    const select = page.getByRole('combobox', { name: 'Availability' });
    await select.selectOption({ label: 'Any Time' });
    await expectQuery(page, 'availability=all');
    const all = await readCount(page);
    expect(all).toBeGreaterThan(now);
    const month = await select.locator('option').nth(3).getAttribute('value');
    await select.selectOption(month!);
    await expectQuery(page, `availability=${month}`);
    expect(await readCount(page)).toBeLessThan(all);
  });

  test('each sort changes the order and the URL', async ({ page }) => {
    await page.goto('/?availability=all');
    const select = page.getByRole('combobox', { name: 'Sort by' });
    let previous = await cardNames(page);
    for (const sort of ['priceAsc', 'priceDesc', 'bedroomsAsc', 'bedroomsDesc', 'availabilityAsc', 'availabilityDesc', 'featured']) {
      await select.selectOption(sort);
      await expectQuery(page, sort === 'featured' ? 'availability=all' : `availability=all&sort=${sort}`);
      const names = await cardNames(page);
      expect(names, sort).not.toEqual(previous);
      expect([...names].sort()).toEqual([...previous].sort());
      previous = names;
      if (sort === 'priceAsc' || sort === 'priceDesc') {
        const prices = (await cardMinPrices(page)).filter((price): price is number => price !== null);
        const sorted = [...prices].sort((a, b) => (sort === 'priceAsc' ? a - b : b - a));
        expect(prices).toEqual(sorted);
      }
      if (sort === 'bedroomsAsc') {
        const beds = await cardBedrooms(page);
        expect(beds).toEqual([...beds].sort((a, b) => a - b));
      }
    }
  });

  test('removing a pill undoes its filter', async ({ page }) => {
    await page.goto('/?bedroom=1,2&availability=all');
    const filtered = await readCount(page);
    await page.getByRole('button', { name: 'Remove filter: 1 Bed' }).click();
    await expectQuery(page, 'bedroom=2&availability=all');
    await page.getByRole('button', { name: 'Remove filter: 2 Beds' }).click();
    await expectQuery(page, 'availability=all');
    expect(await readCount(page)).toBeGreaterThan(filtered);
  });

  test("an impossible combination shows 'No matches found...'", async ({ page }) => {
    await page.goto('/?bedroom=0&style=SINGLE_FAMILY&availability=all');
    await expect(page.getByText('No matches found...')).toBeVisible();
    await expect(resultCount(page)).toHaveText('Total: 0 Results');
    await page.getByRole('button', { name: 'Remove filter: Single Family' }).click();
    await expectQuery(page, 'bedroom=0&availability=all');
    await expect(page.getByText('No matches found...')).toHaveCount(0);
  });

  test("style=GARAGE, a valid style no listed floor plan has, shows 'No matches found...'", async ({ page }) => {
    await page.goto('/?style=GARAGE&availability=all');
    await expect(page.getByText('No matches found...')).toBeVisible();
    await expect(resultCount(page)).toHaveText('Total: 0 Results');
  });

  test('Back restores the filtered results', async ({ page }) => {
    await page.goto('/?availability=all');
    const group = await openFilter(page, 'Bedrooms');
    await group.getByRole('checkbox', { name: '1 Bed' }).check();
    await expectQuery(page, 'bedroom=1&availability=all');
    const names = await cardNames(page);
    await page.goto('/communities/kirkwood-commons');
    await page.goBack();
    await expectQuery(page, 'bedroom=1&availability=all');
    expect(await cardNames(page)).toEqual(names);
    await openFilter(page, 'Bedrooms');
    await expect(page.getByRole('group', { name: 'Bedrooms' }).getByRole('checkbox', { name: '1 Bed' })).toBeChecked();
  });
});
