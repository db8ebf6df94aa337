import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** 'Meet Our Team' (/team): a card per member from the demo data, and no axe violations. */

test("'Meet Our Team' shows a card per member", async ({ page }) => {
  const response = await page.goto('/team');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Team' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  const first = cards.first();
  await expect(first.getByRole('heading', { name: 'Maya Thompson' })).toBeVisible();
  await expect(first).toContainText('Property Manager');
  await expect(first.getByRole('link', { name: /maya\.thompson@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(first.getByRole('link', { name: 'Blog of Maya Thompson' })).toHaveAttribute('href', /^https:\/\//);
  await expect(first.getByRole('img', { name: /Maya Thompson/ })).toBeVisible();
});

test('the team page has no axe violations', async ({ page }) => {
  await page.goto('/team');
  await page.waitForLoadState('load');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
