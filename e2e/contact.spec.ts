import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { chooseOption, pressOn, tabTo, typeInto } from './support/keyboard';
import { expectNoAxeViolations, openFromNavigation, pageMetadata, uniqueEmail, waitForMail } from './support/site';
import { skipSpecialModal } from './support/listing';

// The home special modal opens on its own after 3 s; these tests are about the forms.
test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

/**
 * The two-step Contact Us form (docs/product.md) as the /contact page and as the
 * modal of every page — keyboard only — with its analytics and delivery to the real SMTP listener.
 */

function analyticsEvent(page: Page, event: 'clicked' | 'initiated' | 'submitted') {
  return page.waitForResponse((response) => response.url() === `${baseURL}/api/analytics/contact/${event}` && response.request().method() === 'POST');
}

test.describe('the /contact page', () => {
  test('has its title, description and canonical link', async ({ page }) => {
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    expect(await pageMetadata(page)).toEqual({
      title: 'Contact Us | Limestone Lane Properties',
      description: expect.stringContaining('leasing team'),
      canonical: `${baseURL}/contact`,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: '(812) 555-0142' }).last()).toHaveAttribute('href', 'tel:+18125550142');
    await expect(page.getByRole('link', { name: 'Send a text' })).toHaveAttribute('href', 'sms:+18125550142');
  });

  test("the form is in the server's HTML; a community page's deferred one is not", async ({ request }) => {
    const contact = await (await request.get('/contact')).text();
    expect(contact).toContain('Step 1 of 2 (required)');
    expect(contact).toContain('name="email"');
    const community = await (await request.get('/sitemap.xml')).text();
    const path = /<loc>[^<]*?(\/communities\/[A-Za-z0-9_-]+)<\/loc>/.exec(community)?.[1];
    expect(path).toBeTruthy();
    const deferred = await (await request.get(`${path}`)).text();
    expect(deferred).toContain('id="contact"');
    expect(deferred).not.toContain('Step 1 of 2 (required)');
  });

  test('keyboard only: step rules, step 2, and the message reaches the ticked communities', async ({ page }, testInfo) => {
    await page.goto('/contact');
    const form = page.locator('main form');
    const next = form.getByRole('button', { name: 'Next' });

    // Step 1 is required: nothing moves on while it is not valid.
    const clicked = analyticsEvent(page, 'clicked');
    await pressOn(page, next);
    expect((await clicked).status()).toBe(204);
    const summary = form.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveText([
      'Please provide Name',
      'Please provide Email',
      'Please provide Phone',
      'Please provide Question',
    ]);
    await expect(summary).toBeFocused();

    const email = uniqueEmail('contact-page', testInfo);
    await typeInto(page, form.getByRole('textbox', { name: /^Name/ }), 'Parker Page');
    await typeInto(page, form.getByRole('textbox', { name: /^Email/ }), email);
    await typeInto(page, form.getByRole('textbox', { name: /^Phone/ }), '812-555-0131');
    // Untick email: no way to reach the visitor is left.
    await pressOn(page, form.getByRole('checkbox', { name: 'Email' }), 'Space');
    await expect(form.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
    await typeInto(page, form.getByRole('textbox', { name: /^Question/ }), 'Is there parking?');
    await pressOn(page, next);
    await expect(form.getByRole('alert').getByRole('link')).toHaveText(['Please check one of the boxes']);
    await expect(form.getByRole('heading', { name: 'Step 1 of 2 (required)' })).toBeVisible();

    // Text will do.
    await pressOn(page, form.getByRole('checkbox', { name: 'Text' }), 'Space');
    const initiated = analyticsEvent(page, 'initiated');
    await pressOn(page, next);
    const stepTwo = form.getByRole('heading', { name: 'Step 2 of 2 (optional)' });
    await expect(stepTwo).toBeFocused();
    expect((await initiated).status()).toBe(204);

    await chooseOption(page, form.getByRole('combobox', { name: 'Bedrooms' }), '2', '2');
    await tabTo(page, form.getByLabel('Move-in date'));
    await page.keyboard.type('08012027');
    await expect(form.getByLabel('Move-in date')).toHaveValue('2027-08-01');
    await tabTo(page, form.getByRole('slider', { name: 'Maximum monthly rent' }));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(form.getByRole('slider', { name: 'Maximum monthly rent' })).toHaveValue('3900');
    await pressOn(page, form.getByRole('checkbox', { name: 'Kirkwood Commons' }), 'Space');
    await pressOn(page, form.getByRole('checkbox', { name: 'College Mall Flats' }), 'Space');

    const send = form.getByRole('button', { name: 'Send Message' });
    const submitted = analyticsEvent(page, 'submitted');
    await pressOn(page, send);
    const sent = form.getByRole('status').filter({ hasText: 'Message Sent!' });
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    await expect(send).toBeDisabled();
    expect((await submitted).status()).toBe(204);

    const mail = await waitForMail((m) => m.replyTo === email);
    expect(mail.envelopeTo.sort()).toEqual([
      'leasing-college-mall-flats@limestonelane.example',
      'leasing-kirkwood-commons@limestonelane.example',
    ]);
    expect(mail.subject).toContain('Parker Page');
    expect(mail.text).toContain('Is there parking?');
    expect(mail.text).toContain('2027-08-01');
    expect(mail.text).toContain('$0 – $3,900');
    expect(mail.text).toContain(`${baseURL}/contact`);
  });

  test('axe: no violations on /contact at step 1 (with its summary) and at step 2', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('main form');
    await expectNoAxeViolations(page);
    await pressOn(page, form.getByRole('button', { name: 'Next' }));
    await expect(form.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    await typeInto(page, form.getByRole('textbox', { name: /^Name/ }), 'Axe Tester');
    await typeInto(page, form.getByRole('textbox', { name: /^Email/ }), 'axe@example.com');
    await typeInto(page, form.getByRole('textbox', { name: /^Phone/ }), '8125550100');
    await typeInto(page, form.getByRole('textbox', { name: /^Question/ }), 'Hello?');
    await pressOn(page, form.getByRole('button', { name: 'Next' }));
    await expect(form.getByRole('heading', { name: 'Step 2 of 2 (optional)' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe('the contact modal', () => {
  test("keyboard only: 'clicked' on open, Back keeps the answers, the message reaches the inquiries mailbox", async ({ page }, testInfo) => {
    await page.goto('/');
    const clicked = analyticsEvent(page, 'clicked');
    const modal = await openFromNavigation(page, 'contact', testInfo);
    expect((await clicked).status()).toBe(204);
    await expect(modal.getByRole('link', { name: '(812) 555-0142' })).toHaveAttribute('href', 'tel:+18125550142');

    const email = uniqueEmail('contact-modal', testInfo);
    await typeInto(page, modal.getByRole('textbox', { name: /^Name/ }), 'Quinn Modal');
    await typeInto(page, modal.getByRole('textbox', { name: /^Email/ }), email);
    await typeInto(page, modal.getByRole('textbox', { name: /^Phone/ }), '8125550144');
    await pressOn(page, modal.getByRole('button', { name: 'Next' }));
    await expect(modal.getByRole('alert').getByRole('link')).toHaveText(['Please provide Question']);
    await typeInto(page, modal.getByRole('textbox', { name: /^Question/ }), 'When can I tour?');
    await pressOn(page, modal.getByRole('button', { name: 'Next' }));
    await expect(modal.getByRole('heading', { name: 'Step 2 of 2 (optional)' })).toBeFocused();

    await pressOn(page, modal.getByRole('button', { name: 'Back' }));
    await expect(modal.getByRole('heading', { name: 'Step 1 of 2 (required)' })).toBeFocused();
    await expect(modal.getByRole('textbox', { name: /^Question/ })).toHaveValue('When can I tour?');
    await pressOn(page, modal.getByRole('button', { name: 'Next' }));
    await expect(modal.getByRole('heading', { name: 'Step 2 of 2 (optional)' })).toBeFocused();

    await chooseOption(page, modal.getByRole('combobox', { name: 'Pets' }), 'Cat', 'Cat');
    const send = modal.getByRole('button', { name: 'Send Message' });
    await pressOn(page, send);
    await expect(modal.getByRole('status').filter({ hasText: 'Message Sent!' })).toBeFocused();
    await expect(send).toBeDisabled();

    const mail = await waitForMail((m) => m.replyTo === email);
    expect(mail.envelopeTo).toEqual(['inquiries@limestonelane.example']);
    expect(mail.text).toContain('When can I tour?');
    expect(mail.text).toContain('Cat');
  });

  test('axe: no violations with the contact modal open, at step 1 and at step 2', async ({ page }, testInfo) => {
    await page.goto('/');
    const modal = await openFromNavigation(page, 'contact', testInfo);
    await expectNoAxeViolations(page);
    await typeInto(page, modal.getByRole('textbox', { name: /^Name/ }), 'Axe Modal');
    await typeInto(page, modal.getByRole('textbox', { name: /^Email/ }), 'axe.modal@example.com');
    await typeInto(page, modal.getByRole('textbox', { name: /^Phone/ }), '8125550100');
    await typeInto(page, modal.getByRole('textbox', { name: /^Question/ }), 'Hi');
    await pressOn(page, modal.getByRole('button', { name: 'Next' }));
    await expect(modal.getByRole('heading', { name: 'Step 2 of 2 (optional)' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
