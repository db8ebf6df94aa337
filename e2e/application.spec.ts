import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { chooseOption, pressOn, tabTo, typeInto } from './support/keyboard';
import { dialog, expectNoAxeViolations, isPhone, openFromNavigation, pageMetadata, uniqueEmail, waitForMail } from './support/site';
import { skipSpecialModal } from './support/listing';
import { waitForMotion } from './support/motion';
import { holdScripts } from './support/requests';

// The home special modal opens on its own after 3 s; these tests are about the forms.
test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

/**
 * The Rental Application Request (docs/product.md#forms) as the /apply page and as the modal of
 * every page — keyboard only — delivered to the harness's real SMTP listener.
 */

test.describe('the /apply page', () => {
  test('has its title, description and canonical link', async ({ page }) => {
    const response = await page.goto('/apply');
    expect(response?.status()).toBe(200);
    expect(await pageMetadata(page)).toEqual({
      title: 'Rental Application Request | Limestone Lane Properties',
      description: expect.stringContaining('Applications are always free.'),
      canonical: `${baseURL}/apply`,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Rental Application Request' })).toBeVisible();
    await expect(page.getByText('Applications are always free.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'inquiries@limestonelane.example' })).toHaveAttribute(
      'href',
      'mailto:inquiries@limestonelane.example?subject=Rental%20Application%20Request',
    );
  });

  test('keyboard only: the required messages, then the request reaches the community mailbox', async ({ page }, testInfo) => {
    await page.goto('/apply');
    const form = page.locator('main form');
    const submit = form.getByRole('button', { name: 'Request Application' });

    await pressOn(page, submit);
    const summary = form.getByRole('alert');
    await expect(summary.getByRole('heading', { name: 'Fill all the required fields' })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText(['Please provide Name', 'Please provide Email', 'Please select Neighborhood']);
    await expect(summary).toBeFocused();

    // The summary's links take the visitor to the field.
    await pressOn(page, summary.getByRole('link', { name: 'Please provide Name' }));
    await expect(form.getByRole('textbox', { name: /^Name/ })).toBeFocused();

    const email = uniqueEmail('applicant', testInfo);
    await typeInto(page, form.getByRole('textbox', { name: /^Name/ }), 'Avery Applicant');
    await typeInto(page, form.getByRole('textbox', { name: /^Email/ }), email);
    await typeInto(page, form.getByRole('textbox', { name: 'Phone (optional)' }), '8125550168');
    await chooseOption(page, form.getByRole('combobox', { name: /Community/ }), 'Henderson', 'henderson-row');
    await typeInto(page, form.getByRole('textbox', { name: 'Address or floor plan (optional)' }), 'The Cedar town home');
    await typeInto(page, form.getByRole('textbox', { name: 'Questions (optional)' }), 'Can I move in on August 1?');
    await pressOn(page, submit);

    const success = form.getByRole('status');
    await expect(success).toHaveText('Rental Application Request Complete!');
    await expect(success).toBeFocused();
    await expect(submit).toBeDisabled();

    const mail = await waitForMail((m) => m.replyTo === email);
    expect(mail.subject).toBe('Rental Application Request');
    expect(mail.envelopeTo).toEqual(['leasing-henderson-row@limestonelane.example']);
    expect(mail.text).toContain('Avery Applicant');
    expect(mail.text).toContain('Henderson Row Town Homes');
    expect(mail.text).toContain('The Cedar town home');
    expect(mail.text).toContain(`${baseURL}/apply`);
  });

  test('axe: no violations on /apply, before and after a failed submit', async ({ page }) => {
    await page.goto('/apply');
    await expect(page.locator('main form')).toBeVisible();
    await expectNoAxeViolations(page);
    await pressOn(page, page.getByRole('button', { name: 'Request Application' }));
    await expect(page.locator('main form').getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the application modal', () => {
  test('keyboard only from the navigation: states, messages and delivery to the inquiries mailbox', async ({ page }, testInfo) => {
    await page.goto('/');
    const modal = await openFromNavigation(page, 'apply', testInfo);
    await expect(modal.getByText('Applications are always free.')).toBeVisible();

    const submit = modal.getByRole('button', { name: 'Request Application' });
    await typeInto(page, modal.getByRole('textbox', { name: /^Name/ }), 'Morgan Modal');
    await pressOn(page, submit);
    const summary = modal.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveText(['Please provide Email', 'Please select Neighborhood']);
    await expect(summary).toBeFocused();

    const email = uniqueEmail('modal-applicant', testInfo);
    // Back up to the e-mail field with Shift+Tab.
    await tabTo(page, modal.getByRole('textbox', { name: /^Email/ }), { reverse: true });
    await page.keyboard.type(email);
    await chooseOption(page, modal.getByRole('combobox', { name: /Community/ }), 'Walnut', 'walnut-street-suites');
    await pressOn(page, submit);
    await expect(modal.getByRole('status')).toHaveText('Rental Application Request Complete!');
    await expect(submit).toBeDisabled();

    const mail = await waitForMail((m) => m.replyTo === email);
    expect(mail.subject).toBe('Rental Application Request');
    expect(mail.envelopeTo).toEqual(['leasing-walnut-street-suites@limestonelane.example']);
    expect(mail.text).toContain('Morgan Modal');

    // Escape closes the modal and focus returns to where the visitor was.
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });

  test("the modal's contact-us button closes it and opens the contact modal", async ({ page }, testInfo) => {
    await page.goto('/');
    const modal = await openFromNavigation(page, 'apply', testInfo);
    await pressOn(page, modal.getByRole('button', { name: 'Contact us' }));
    await expect(dialog(page, 'Rental Application Request')).toHaveCount(0);
    const contact = dialog(page, 'Contact Us');
    await expect(contact.getByRole('heading', { name: 'Step 1 of 2 (required)' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('menu rules: opening apply closes the menu and the contact modal, and vice versa', async ({ page }, testInfo) => {
    await page.goto('/');
    if (isPhone(testInfo)) {
      // The mobile menu: apply closes it; the application modal's contact-us button opens contact only.
      await openFromNavigation(page, 'apply', testInfo);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await pressOn(page, dialog(page, 'Rental Application Request').getByRole('button', { name: 'Contact us' }));
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(dialog(page, 'Contact Us')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Menu → contact closes the menu (and no application modal is left open).
      await openFromNavigation(page, 'contact', testInfo);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await openFromNavigation(page, 'apply', testInfo);
      await expect(page.getByRole('dialog')).toHaveCount(1);
    } else {
      await openFromNavigation(page, 'contact', testInfo);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await openFromNavigation(page, 'apply', testInfo);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(dialog(page, 'Rental Application Request')).toBeVisible();
    }
  });

  test('axe: no violations with the application modal open (and with its summary)', async ({ page }, testInfo) => {
    await page.goto('/');
    const modal = await openFromNavigation(page, 'apply', testInfo);
    await expectNoAxeViolations(page);
    await pressOn(page, modal.getByRole('button', { name: 'Request Application' }));
    await expect(modal.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const [button, title] of [
    ['Apply now', 'Rental Application Request'],
    ['Contact us', 'Contact Us'],
  ] as const) {
    test(`the ${title} dialog keeps its place while its form loads`, async ({ page }) => {
      await page.goto('/floorplans/kirkwood-laurel');
      await page.waitForLoadState('load');
      // The form's code is fetched on first open (or as the pointer nears the button): hold it
      // back until the dialog has been measured.
      const release = await holdScripts(page);
      await page.getByRole('region', { name: 'Interested in The Laurel?' }).getByRole('button', { name: button }).click();
      const opened = dialog(page, title);
      const close = opened.getByRole('button', { name: 'Close' });
      await expect(opened.locator('[aria-busy="true"]')).toBeVisible();
      // Measured at rest: as it opens, the dialog rises 1rem, and a busy machine can measure it
      // at the start of that (49.5 px then, against 33.5 px at rest).
      await waitForMotion(page);
      const loading = (await close.boundingBox())!.y;
      release();
      await expect(opened.locator('form')).toBeVisible();
      await expect(opened.locator('[aria-busy="true"]')).toHaveCount(0);
      await waitForMotion(page);
      const loaded = (await close.boundingBox())!.y;
      // Without room held for the form, the close button rose by 137 to 174 px.
      expect(Math.abs(loaded - loading), `close button at ${loading} px, then ${loaded} px`).toBeLessThanOrEqual(16);
    });
  }

  test('the form code loads when a form is shown; no captcha or ad script without keys', async ({ page }, testInfo) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    const before = scripts.length;
    await openFromNavigation(page, 'apply', testInfo);
    // The modal's form arrives as its own chunk(s), fetched on demand.
    expect(scripts.length).toBeGreaterThan(before);
    expect(scripts.filter((url) => /recaptcha|googletagmanager/.test(url))).toEqual([]);
    const config = await page.request.get('/api/site-config');
    expect(await config.json()).toEqual({ recaptchaSiteKey: null, adsConversion: null });
    const communities = await page.request.get('/api/communities');
    expect(communities.headers()['cache-control']).toContain('max-age=60');
    const list = (await communities.json()) as { id: string; name: string }[];
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Kirkwood Commons', 'Henderson Row Town Homes']));
    expect(list.map((c) => c.name)).not.toContain('Sycamore Knoll');
    expect(list.every((c) => Object.keys(c).join() === 'id,name')).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/garage/i);
  });
});
