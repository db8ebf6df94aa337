import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the footer links to the privacy page, which gives the retention periods and whom to ask', async ({ page }) => {
  await page.goto('/team');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  const text = await page.getByRole('article').innerText();
  expect(text).toContain('It is deleted after 24 months.');
  expect(text).toContain('30 days after it is sent');
  expect(text).toContain('deleted 30 days after the listing expires, or 30 days after you posted it if no moderator approved it.');
  expect(text).toContain('One cookie remembers for a day');
  await expect(page.getByRole('article').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
