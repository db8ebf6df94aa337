import { expect, test } from '@playwright/test';
import { drawTestPhotos, fillSubletForm, nextYearDay, poster } from './support/sublet-helpers';

/**
 * The sublet form's own behaviour: its defaults and limits, every validation message
 * in the summary (each a link to its field), the image limits, and the message when posting
 * fails. The post-to-delete flow is in sublets.spec.ts.
 */

test.beforeAll(drawTestPhotos);

test('the sublet form shows each validation message', async ({ page }) => {
  await page.goto('/sublets/new');
  await expect(page.getByRole('combobox', { name: 'Bedrooms', exact: true })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Available Bedrooms' })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Bedrooms', exact: true }).locator('option')).toHaveText(['0', '1', '2', '3', '4']);
  await expect(page.getByLabel('Pets allowed')).not.toBeChecked();
  await expect(page.getByLabel('Utilities included')).toBeChecked();
  await expect(page.getByText('Bloomington IN', { exact: true })).toBeVisible();
  await expect(page.getByText(/personal information is for verification only and is not displayed/)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveAttribute('maxlength', '50');
  await expect(page.getByLabel('Description')).toHaveAttribute('maxlength', '500');

  await page.getByRole('button', { name: 'Post Sublet' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Fix field error(s)' });
  await expect(summary).toContainText('Fix field error(s)');
  for (const text of [
    'Please provide First Name',
    'Please provide Last Name',
    'Please provide Email',
    'Please provide Title',
    'Please provide Address',
    'Please provide Zip Code',
    'Please provide Rent',
    'Please provide Available From',
    'Please provide Available To',
    'Please provide Description',
    'Provide at least an image!',
  ]) {
    await expect(summary.getByRole('link', { name: text })).toBeVisible();
  }
  // A summary link moves focus to its field.
  await summary.getByRole('link', { name: 'Please provide Title' }).click();
  await expect(page.getByLabel('Title')).toBeFocused();

  await page.getByLabel('Zip Code').fill('4740');
  await page.getByLabel('Available From').fill(nextYearDay('06-10'));
  await page.getByLabel('Available To').fill(nextYearDay('06-01'));
  await page.getByLabel('Description').fill('Short.');
  await expect(page.getByText('494 characters left')).toBeVisible();
  const big = Buffer.alloc(5_000_000, 0xff);
  await page.locator('input[type="file"]').setInputFiles([{ name: 'huge-photo.jpg', mimeType: 'image/jpeg', buffer: big }]);
  await page.getByRole('button', { name: 'Post Sublet' }).click();
  await expect(summary.getByRole('link', { name: 'Provide valid zip code (ex: 47404)' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Should be later than Available From date' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'huge-photo.jpg is too big, provide a file smaller than 5mb!' })).toBeVisible();

  // Five images at most: extras are dropped with the image input's message.
  await page.getByRole('button', { name: 'Remove huge-photo.jpg' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles(Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, i]) })));
  await expect(page.getByText('Only first 5 files included')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(5);
});

test("the sublet form says 'Error posting sublet!' when posting fails", async ({ page }, testInfo) => {
  await page.route('**/api/sublets', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
  await page.goto('/sublets/new');
  await fillSubletForm(page, poster(testInfo, 'fail'));
  await page.getByRole('button', { name: 'Post Sublet' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error posting sublet!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post Sublet' })).toBeEnabled();
});

test('the sublet form is in the server HTML, and a submit before scripts run keeps the data out of the URL', async ({ request }) => {
  const html = await (await request.get('/sublets/new')).text();
  // In the first paint: no placeholder is swapped for the form once scripts load.
  expect(html).toMatch(/<form\b[^>]*\bmethod="post"/);
  for (const label of ['First Name', 'Available From', 'Post Sublet']) expect(html).toContain(label);
  expect(html).toContain('Posting a sublet needs JavaScript, which is off in this browser: turn it on and reload the page.');
  // What such a submit sends: the page again, and nothing stored or echoed back.
  const response = await request.post('/sublets/new', { form: { firstName: 'Before', email: 'before.hydration@example.com' } });
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain('before.hydration@example.com');
});
