import { expect, test } from '@playwright/test';
import { clickWhenSettled, readCount, skipSpecialModal } from './support/listing';
import { expectNoAxeViolations } from './support/site';
import { holdScripts } from './support/requests';

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

test.describe('community page', () => {
  test('shows the community with its floor plans, units, location, reviews and contact', async ({ page }) => {
    const response = await page.goto('/communities/kirkwood-commons');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirkwood Commons');
    const plans = page.getByRole('list', { name: 'Floor plans of Kirkwood Commons' }).getByRole('article');
    await expect(plans).toHaveCount(10);
    await expect(plans.filter({ hasText: 'The Willow' })).toHaveCount(0);
    await expect(page.locator('#units').getByText(/^Total: \d+ Results$/)).toBeVisible();
    expect(await readCount(page)).toBeGreaterThan(0);

    const location = page.getByRole('region', { name: 'Location' });
    await expect(location.getByText('Route 3 – College Mall / Highland Village')).toBeVisible();
    await expect(location.getByText('Kirkwood Commons Leasing Office', { exact: true })).toBeVisible();
    await expect(location.getByRole('link', { name: 'Contact the leasing team' })).toHaveAttribute('href', '#contact');

    const reviews = page.getByRole('region', { name: 'Reviews' });
    const rating = reviews.getByRole('link', { name: /4\.6 Stars on Google/ });
    await expect(rating).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Kirkwood/);
    await expect(rating).toHaveAttribute('target', '_blank');

    // The '#contact' place holds the Contact Us form, preset to this community; its code loads
    // as the visitor comes near it.
    const contact = page.locator('#contact');
    await expect(contact.getByRole('heading', { name: 'Contact Kirkwood Commons' })).toBeVisible();
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByRole('heading', { name: 'Step 1 of 2 (required)' })).toBeVisible();
    await expect(contact.getByLabel(/^Name/)).toBeVisible();
    await clickWhenSettled(page.locator('#call-or-apply').getByRole('button', { name: 'Contact us' }));
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test("the gallery shows 'More Pictures' and its modal wraps around at both ends", async ({ page }) => {
    await page.goto('/communities/kirkwood-commons');
    const grid = page.getByRole('list', { name: 'Photos of Kirkwood Commons' });
    await expect(grid.getByRole('button')).toHaveCount(3);
    await page.getByRole('button', { name: 'More Pictures (1)' }).click();
    await expect(grid.getByRole('button')).toHaveCount(4);
    await grid.getByRole('button', { name: /^Open picture 1 of 4/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Photos of Kirkwood Commons' });
    await expect(dialog.getByText('Photo 1 of 4')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog.getByText('Photo 4 of 4')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByText('Photo 1 of 4')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close gallery' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the other pictures load when asked for, with the gallery skeleton meanwhile', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/photo-folders/**', async (route) => {
      await held;
      await route.continue();
    });
    const folderReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/photo-folders/')) folderReads.push(request.url());
    });
    await page.goto('/communities/kirkwood-commons');
    const grid = page.getByRole('list', { name: 'Photos of Kirkwood Commons' });
    await expect(grid.getByRole('button')).toHaveCount(3);
    expect(folderReads).toEqual([]);
    await page.getByRole('button', { name: 'More Pictures (1)' }).click();
    const loading = page.getByRole('status').filter({ hasText: 'Loading more pictures' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.locator('li')).toHaveCount(20);
    release();
    await expect(grid.getByRole('button')).toHaveCount(4);
    await expect(loading).toHaveCount(0);
    await expect(grid.getByRole('button', { name: /^Open picture 4 of 4/ })).toBeFocused();
    expect(folderReads).toHaveLength(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('frequently asked questions: an accordion worked by keyboard, one answer open at a time', async ({ page }) => {
    await page.goto('/communities/kirkwood-commons');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveText(['How long are the leases?', 'Are pets allowed?', 'Where do I park?', 'How do I apply?']);
    await expect(faq.getByRole('region')).toHaveCount(0);
    await expectNoAxeViolations(page, '#faq');

    await questions.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region', { name: 'Are pets allowed?' })).toContainText('Cats and dogs of any size');
    await page.keyboard.press('End');
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions.last()).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(questions.first()).toBeFocused();
    await expectNoAxeViolations(page, '#faq');
  });

  test('the contact section keeps its height while its form loads', async ({ page }) => {
    await page.goto('/communities/kirkwood-commons');
    await page.waitForLoadState('load');
    // The form's code is fetched as the visitor comes near the section: hold it back until the
    // section has been measured.
    const release = await holdScripts(page);
    const contact = page.locator('#contact');
    await contact.evaluate((section) => section.scrollIntoView({ behavior: 'instant', block: 'start' }));
    await expect(contact.locator('[aria-busy="true"]')).toBeVisible();
    const loading = (await contact.boundingBox())!.height;
    release();
    await expect(contact.getByLabel(/^Name/)).toBeVisible();
    const loaded = (await contact.boundingBox())!.height;
    // Without room held for the form, the section grew by 285 to 389 px.
    expect(Math.abs(loaded - loading), `${loading} px, then ${loaded} px`).toBeLessThanOrEqual(16);
  });

  test('the leasing office map opens in the image modal, with a close button', async ({ page }) => {
    await page.goto('/communities/kirkwood-commons');
    await clickWhenSettled(page.getByRole('button', { name: 'Map to the leasing office' }));
    const dialog = page.getByRole('dialog', { name: 'Map to the leasing office' });
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close picture' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a short-term community lists its stays and their pricing table', async ({ page }) => {
    await page.goto('/communities/walnut-street-suites');
    await expect(page.getByRole('list', { name: 'Floor plans of Walnut Street Suites' }).getByRole('article')).toHaveCount(7);
    await expect(page.getByRole('table', { name: /Daily rates by length of stay/ }).locator('tbody tr')).toHaveCount(7);
  });

  for (const [why, path] of [
    ['an unknown community', '/communities/nowhere'],
    ['a garage', '/communities/tenth-street-garage'],
    ['an inactive community', '/communities/sycamore-knoll'],
  ] as const) {
    test(`${why} answers 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Uh-oh, this is a 404')).toBeVisible();
    });
  }
});
