import { expect, test, type Page } from '@playwright/test';
import { skipSpecialModal } from './support/listing';
import { expectNoAxeViolations, waitForMail } from './support/site';
import { expectNoPreviewOffSite, headOf } from './support/head';

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

/** Each project books its own community, so the two never race for one slot. */
const START = {
  desktop: { from: '/floorplans/kirkwood-iris', community: 'Kirkwood Commons', path: '/communities/kirkwood-commons/tour?floorplan=kirkwood-iris' },
  phone: { from: '/communities/henderson-row', community: 'Henderson Row Town Homes', path: '/communities/henderson-row/tour' },
};

const timeGroup = (page: Page) => page.getByRole('group', { name: 'Time' });
const dayGroup = (page: Page) => page.getByRole('group', { name: 'Day' });

/** The times offered for a day, as their labels ('9:00 AM', …). */
async function offeredTimes(page: Page, dayLabel: string): Promise<string[]> {
  await dayGroup(page).getByRole('radio', { name: dayLabel }).check();
  return timeGroup(page).getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent?.trim() ?? ''));
}

test('a tour booked end to end: slot chosen, mail with .ics, slot taken, cancelled through the mailed link, slot free again', async ({ page }, testInfo) => {
  // Four pages, five axe runs and three mails: longer than one page's test.
  test.setTimeout(180_000);
  const start = START[testInfo.project.name as keyof typeof START] ?? START.desktop;
  const email = `tour-${testInfo.project.name}-${Date.now()}@example.com`;

  await page.goto(start.from);
  await page.getByRole('link', { name: 'Schedule a tour' }).first().click();
  await expect(page).toHaveURL(start.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Schedule a tour of ${start.community}`);
  await expectNoAxeViolations(page);

  // Submitting empty: one summary, each message linked to its field; axe clean with errors shown.
  await page.getByRole('button', { name: 'Book tour' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Fill all the required fields' });
  await expect(summary).toBeFocused();
  for (const message of ['Please choose an in-person or a video tour', 'Please choose a day', 'Please choose a time', 'Please provide Name', 'Please provide Email', 'Please provide Phone']) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Kind by keyboard: arrow keys move within the radio group.
  await page.getByRole('radio', { name: /In person/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Video tour/ })).toBeChecked();

  // Not the first day offered when there is another: that one may be today, whose slots run out
  // as the clock passes the two-hour lead, and a day whose last free slot is booked is no longer
  // offered at all (lib/domain/tours.ts). A later day keeps its other slots while this test runs.
  const days = dayGroup(page).getByRole('radio');
  const day = (await days.count()) > 1 ? days.nth(1) : days.first();
  const dayLabel = (await day.getAttribute('aria-label')) ?? '';
  const timesBefore = await offeredTimes(page, dayLabel);
  expect(timesBefore.length).toBeGreaterThan(0);
  const time = timesBefore[0]!;
  await timeGroup(page).getByRole('radio', { name: time, exact: true }).check();
  await page.getByLabel('Name').fill('Tess Tourer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(812) 555-0142');
  await page.getByRole('button', { name: 'Book tour' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tour booked!' })).toBeVisible();
  await expect(page.getByText(`${dayLabel} at ${time}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The visitor's confirmation: the calendar file and the cancel link.
  const confirmation = await waitForMail((m) => m.envelopeTo.includes(email));
  expect(confirmation.subject).toContain(`Your tour of ${start.community}`);
  const ics = confirmation.attachments.find((a) => a.filename === 'tour.ics');
  expect(ics?.contentType).toBe('text/calendar');
  expect(ics?.content).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*SUMMARY:Video tour of/);
  const staff = await waitForMail((m) => m.subject.startsWith(`Tour Booked: ${start.community}`) && m.text.includes(email));
  expect(staff.replyTo).toBe(email);

  // The slot is no longer offered (capacity 1).
  await page.goto(start.path);
  expect(await offeredTimes(page, dayLabel)).not.toContain(time);

  // Cancel through the mailed link: the GET only shows; the button cancels, once.
  const cancelUrl = /https?:\/\/\S+\/tours\/cancel\/\S+/.exec(confirmation.text)?.[0];
  expect(cancelUrl).toBeTruthy();
  const cancelPath = new URL(cancelUrl!).pathname;
  expectNoPreviewOffSite(headOf(await (await page.request.get(cancelPath)).text()), cancelPath);
  // A press refused for its rate or failed on the server comes back here (lib/http/post-notice.ts).
  await page.goto(`${cancelPath}?result=failed`);
  await expect(page.getByRole('alert').filter({ hasText: 'The tour could not be cancelled. Please try again, or call the leasing office.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(cancelPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel your tour?');
  await expect(page.getByText('The tour could not be cancelled.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel tour' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tour cancelled');
  await expect(page.getByRole('status')).toContainText('Your tour is cancelled.');
  await expectNoAxeViolations(page);
  await waitForMail((m) => m.subject.startsWith(`Tour Cancelled: ${start.community}`) && m.text.includes(email));

  await page.goto(start.path);
  expect(await offeredTimes(page, dayLabel)).toContain(time);
});

test('a forged cancel link is the 404 page', async ({ page }) => {
  const response = await page.goto(`/tours/cancel/1.${'A'.repeat(43)}`);
  expect(response?.status()).toBe(404);
});

test.describe('a visitor far from Bloomington', () => {
  test.use({ timezoneId: 'Asia/Shanghai' });

  test('is told the times are Bloomington’s, and when the chosen one is on their own clock', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/communities/walnut-street-suites/tour');
    await expect(timeGroup(page)).toContainText('Times are Bloomington time (Eastern).');
    await dayGroup(page).getByRole('radio').last().check();
    await timeGroup(page).getByRole('radio').first().check();
    // 8:00 AM or later in Bloomington is 9:00 PM or later the same day in Shanghai (UTC+8).
    await expect(timeGroup(page).getByText(/^That is \w{3}, \w{3} \d+, \d+:\d\d PM China Standard Time where you are\.$/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
