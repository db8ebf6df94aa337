import { expect, test, type Page } from '@playwright/test';
import { skipSpecialModal } from './support/listing';
import { expectOneMail, loseFirstAnswer, uniqueEmail } from './support/site';
import { drawTestPhotos, fillSubletForm, poster } from './support/sublet-helpers';

/**
 * A phone loses its connection after the site has stored a form but before the answer arrives:
 * the form says it failed (at once, or after 30 s when the answer just never comes), and the
 * visitor sends it again. The second sending is the same submission (its Idempotency-Key,
 * docs/http-api.md): the visitor is told it went through, and the site stores it, mails it and
 * books it once.
 */

test.beforeAll(drawTestPhotos);
test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

test('a rental application sent again after its answer was lost reaches the mailbox once', async ({ page }, testInfo) => {
  const email = uniqueEmail('lost-answer', testInfo);
  await page.goto('/apply');
  const form = page.locator('main form');
  await form.getByRole('textbox', { name: /^Name/ }).fill('Lena Lostanswer');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('combobox', { name: /Community/ }).selectOption('henderson-row');
  const { lostStatus } = await loseFirstAnswer(page, '**/api/application');

  const submit = form.getByRole('button', { name: 'Request Application' });
  await submit.click();
  await expect(form.getByRole('alert')).toContainText('Rental Application Request Failed!');
  expect(await lostStatus).toBe(201);
  await submit.click();
  await expect(form.getByRole('status')).toHaveText('Rental Application Request Complete!');
  await expectOneMail((mail) => mail.replyTo === email && mail.subject === 'Rental Application Request');
});

test('an application whose answer never comes fails after 30 s, and the retry reaches the mailbox once', async ({ page }, testInfo) => {
  const email = uniqueEmail('no-answer', testInfo);
  await page.clock.install();
  await page.goto('/apply');
  const form = page.locator('main form');
  await form.getByRole('textbox', { name: /^Name/ }).fill('Nadia Noanswer');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('combobox', { name: /Community/ }).selectOption('henderson-row');
  let release = () => {};
  const { lostStatus } = await loseFirstAnswer(page, '**/api/application', { until: new Promise<void>((resolve) => (release = resolve)) });

  const submit = form.getByRole('button', { name: 'Request Application' });
  await submit.click();
  expect(await lostStatus).toBe(201);
  // The page's clock also runs on by itself meanwhile, so the test checks at 25 s and then 30 s.
  await page.clock.runFor(25_000);
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(5_000);
  await expect(form.getByRole('alert')).toContainText('Rental Application Request Failed!');
  release();
  await submit.click();
  await expect(form.getByRole('status')).toHaveText('Rental Application Request Complete!');
  await expectOneMail((mail) => mail.replyTo === email && mail.subject === 'Rental Application Request');
});

/** Not the communities e2e/tour-booking.spec.ts books, so that the two never want one slot. */
const TOUR_PAGE = { desktop: '/communities/college-mall-flats/tour', phone: '/communities/walnut-street-suites/tour' };

test('a tour booked again after its answer was lost is booked, once, not refused as taken', async ({ page }, testInfo) => {
  const email = uniqueEmail('lost-tour', testInfo);
  await page.goto(TOUR_PAGE[testInfo.project.name as keyof typeof TOUR_PAGE] ?? TOUR_PAGE.desktop);
  await page.getByRole('radio', { name: /In person/ }).check();
  // The last day and time offered: the slot other tests of this community are least likely to want.
  await page.getByRole('group', { name: 'Day' }).getByRole('radio').last().check();
  await page.getByRole('group', { name: 'Time' }).getByRole('radio').last().check();
  await page.getByLabel('Name').fill('Tomas Twicetapped');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(812) 555-0177');
  const { lostStatus } = await loseFirstAnswer(page, '**/api/tours');

  const book = page.getByRole('button', { name: 'Book tour' });
  await book.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tour booking failed!' })).toBeVisible();
  expect(await lostStatus).toBe(201);
  await book.click();
  await expect(page.getByRole('status').filter({ hasText: 'Tour booked!' })).toBeVisible();
  await expectOneMail((mail) => mail.envelopeTo.includes(email) && mail.subject.startsWith('Your tour of'));
});

/**
 * As loseFirstAnswer, for the sublet form's upload: Chromium does not hand a request's files to
 * Playwright's routing (it would forward the post without them), so the page's own
 * XMLHttpRequest lets the first post to `path` reach the site and reports a network failure
 * when its answer arrives. Resolves to the status of that answer.
 */
async function loseFirstUploadAnswer(page: Page, path: string): Promise<() => Promise<number | null>> {
  await page.evaluate((target) => {
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    const urls = new WeakMap<XMLHttpRequest, string>();
    let lost = false;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      urls.set(this, String(args[1]));
      return open.apply(this, args);
    } as XMLHttpRequest['open'];
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (!lost && new URL(urls.get(this) ?? '', location.href).pathname === target) {
        lost = true;
        const onerror = this.onerror;
        this.onload = () => {
          (window as unknown as { lostStatus: number }).lostStatus = this.status;
          onerror?.call(this, new ProgressEvent('error'));
        };
      }
      return send.call(this, body);
    };
  }, path);
  return () => page.evaluate(() => (window as unknown as { lostStatus?: number }).lostStatus ?? null);
}

test('a sublet posted again after its answer was lost is posted once; deleted with a lost answer, it is deleted', async ({ page }, testInfo) => {
  const who = poster(testInfo, 'lost');
  await page.goto('/sublets/new');
  await fillSubletForm(page, who);
  const lostStatus = await loseFirstUploadAnswer(page, '/api/sublets');

  const submit = page.getByRole('button', { name: 'Post Sublet' });
  await submit.click();
  // The site re-encodes each photo (a second or more here): as in e2e/sublets.spec.ts, a minute.
  await expect(page.getByRole('alert').filter({ hasText: 'Error posting sublet!' })).toBeVisible({ timeout: 60_000 });
  expect(await lostStatus()).toBe(201);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your sublet will be posted once it is approved.' })).toBeVisible({ timeout: 60_000 });
  const shownLink = await page.getByRole('link', { name: /\/sublets\/[A-Za-z0-9_-]{43}$/ }).getAttribute('href');
  await expectOneMail((mail) => mail.subject === `Sublet to approve: ${who.title}`);
  const posterMail = await expectOneMail((mail) => mail.envelopeTo.includes(who.email) && mail.subject === `Your sublet: ${who.title}`, 0);

  // The poster deletes it from the manage link; the answer to the first Delete is lost.
  const manageUrl = /https?:\/\/\S+\/sublets\/[A-Za-z0-9_-]{43}/.exec(posterMail.text)![0];
  // The answer to the post sent again gave the link the mail of the first one gave.
  expect(new URL(manageUrl).pathname).toBe(shownLink);
  await page.goto(manageUrl);
  const deleted = await loseFirstAnswer(page, (url) => url.pathname.startsWith('/api/sublets/'));
  const confirmDelete = async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this sublet?' }).getByRole('button', { name: 'Delete' }).click();
  };
  await confirmDelete();
  await expect(page.getByRole('alert').filter({ hasText: 'Error deleting sublet!' })).toBeVisible();
  expect(await deleted.lostStatus).toBe(204);
  await confirmDelete();
  await expect(page.getByRole('status').filter({ hasText: 'Sublet Deleted!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  expect((await page.goto(manageUrl))?.status()).toBe(404);
});
