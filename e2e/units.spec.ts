import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cards, expectQuery, openFilter, readCount, skipSpecialModal } from './support/listing';

test.describe('community units section', () => {
  test.beforeEach(async ({ context }) => {
    await skipSpecialModal(context);
  });

  test('lists the community units, server-rendered for its URL, each card linking to its floor plan', async ({ request }) => {
    const html = await (await request.get('/communities/kirkwood-commons?availability=all&sort=priceAsc')).text();
    const total = Number(/Total: (?:<!-- -->)?(\d+)(?:<!-- -->)? Results/.exec(html)?.[1]);
    expect(total).toBeGreaterThan(0);
    const articles = html.match(/<article[\s\S]*?<\/article>/g) ?? [];
    expect(articles).toHaveLength(total);
    for (const article of articles) expect(article.match(/href="\/floorplans\/kirkwood-[a-z-]+"/g)).toHaveLength(1);
  });

  test('filters, sort and pills change the results and the URL (no community parameter)', async ({ page }) => {
    await page.goto('/communities/kirkwood-commons?availability=all');
    await expect(page.getByRole('heading', { level: 2, name: 'Units' })).toBeVisible();
    await expect(page.locator('summary', { hasText: 'Community' })).toHaveCount(0);
    const before = await readCount(page);
    const group = await openFilter(page, 'Bedrooms');
    await group.getByRole('checkbox').first().check();
    await expect.poll(() => new URL(page.url()).searchParams.get('bedroom')).not.toBeNull();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await readCount(page)).toBeLessThan(before);
    expect(new URL(page.url()).searchParams.get('community')).toBeNull();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('priceDesc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('priceDesc');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Remove filter: / }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('bedroom')).toBeNull();
  });

  test("'Available Now' units by the unit-card rule; an impossible filter shows 'No matches found...'", async ({ page }) => {
    await page.goto('/communities/kirkwood-commons');
    const count = await readCount(page);
    expect(count).toBeGreaterThan(0);
    for (const card of (await cards(page).all()).slice(0, 5)) await expect(card.getByText('Available Now')).toBeVisible();
    await page.goto('/communities/kirkwood-commons?style=SINGLE_FAMILY');
    await expect(page.getByText('No matches found...')).toBeVisible();
    await expectQuery(page, 'style=SINGLE_FAMILY');
  });

  test('axe on a community page', async ({ page }) => {
    await page.goto('/communities/kirkwood-commons?availability=all');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('unknown, inactive and garage communities answer 404', async ({ request }) => {
    for (const id of ['no-such-place', 'sycamore-knoll', 'tenth-street-garage']) {
      expect((await request.get(`/communities/${id}`)).status(), id).toBe(404);
    }
  });
});
