// A page whose own script file could not be fetched (a dropped connection) fetches it again and
// starts; when that fails too it says so, and "Try again" starts it with what the visitor typed
// meanwhile (components/layout/scriptFailure.ts). Before, the page looked ready and did nothing.
import { expect, test, type Page } from '@playwright/test';
import { SCRIPT_CANNOT_START_TEXT, SCRIPT_SLOW_TEXT } from '../components/layout/errorTexts';
import { waitForHydration } from './support/hydration';
import { skipSpecialModal } from './support/listing';
import { holdScripts } from './support/requests';
import { dialog, expectNoAxeViolations, isPhone } from './support/site';

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

/** Makes the page's main script fail `times` times (the connection drops), then come. */
async function dropMainScript(page: Page, times: number): Promise<() => number> {
  let failures = 0;
  await page.route(/\/_next\/static\/chunks\/main-app-[^/]+\.js$/, (route) => {
    if (failures >= times) return route.continue();
    failures += 1;
    return route.abort('connectionreset');
  });
  return () => failures;
}

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Reload the page' });

test('a file lost once is fetched again by itself: the page works and says nothing', async ({ page }) => {
  const failures = await dropMainScript(page, 1);
  await page.goto('/apply');
  await waitForHydration(page, 'main form');
  expect(failures()).toBe(1);
  await page.getByRole('button', { name: 'Request Application' }).click();
  await expect(page.getByRole('link', { name: 'Please provide Name' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('a file lost twice: the notice says so, and Try again starts the page with what was typed', async ({ page }) => {
  await dropMainScript(page, 2);
  await page.goto('/apply');
  await page.getByLabel(/^Name/).fill('Patient Visitor');
  await expect(notice(page)).toHaveText(
    'This page did not finish loading, so its buttons and forms do not work yet. Check your connection, then try again: what you typed stays.Try againReload the page',
  );
  await expectNoAxeViolations(page);
  await notice(page).getByRole('button', { name: 'Try again' }).click();
  await waitForHydration(page, 'main form');
  await expect(notice(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Request Application' }).click();
  // The form holds the name typed before it started: only the e-mail is missing.
  await expect(page.getByRole('link', { name: 'Please provide Email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Please provide Name' })).toHaveCount(0);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Patient Visitor');
});

test('a press held while the file is lost: the notice speaks, not the held status; Try again does it', async ({ page }, testInfo) => {
  const [button, opened] = isPhone(testInfo) ? ['Open menu', 'Menu'] : ['Contact us', 'Contact Us'];
  await dropMainScript(page, 2);
  await page.goto('/team');
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  await expect(notice(page)).toBeVisible();
  // The status of the held press (components/layout/heldStatus.ts) is there, out of sight.
  const held = page.locator('body > output[role="status"]');
  await expect(held).toHaveText('One moment: the page is still loading.');
  await expect(held).toBeHidden();
  await notice(page).getByRole('button', { name: 'Try again' }).click();
  await expect(dialog(page, opened)).toBeVisible();
  await expect(held).toHaveCount(0);
});

test('a file lost for good: Try again says it failed again; Reload the page loads it afresh', async ({ page }) => {
  const failures = await dropMainScript(page, 3);
  await page.goto('/team');
  await expect(notice(page).getByRole('paragraph')).toHaveText(/^This page did not finish loading/);
  await notice(page).getByRole('button', { name: 'Try again' }).click();
  await expect(notice(page).getByRole('paragraph')).toHaveText(
    'This page still could not finish loading. Check your connection and try again, or reload the page (what you typed is then lost).',
  );
  await expect(notice(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
  expect(failures()).toBe(3);
  await notice(page).getByRole('button', { name: 'Reload the page' }).click();
  await waitForHydration(page, 'header');
  await expect(notice(page)).toHaveCount(0);
});

// A file that comes but cannot run (a browser too old for the build's code): nothing to fetch
// again, and a press held meanwhile would wait for good under "still loading".
test('a file that runs into an error: the notice says the page could not start, with Reload only', async ({ page }) => {
  let broken = true;
  await page.route(/\/_next\/static\/chunks\/main-app-[^/]+\.js$/, (route) =>
    broken ? route.fulfill({ contentType: 'application/javascript', body: 'let code = ;' }) : route.continue(),
  );
  await page.goto('/apply');
  await page.getByLabel(/^Name/).fill('Old Browser');
  await page.getByRole('button', { name: 'Request Application' }).click();
  const held = page.locator('body > output[role="status"]');
  await expect(held).toHaveText('One moment: the page is still loading, then your form is sent.');
  await expect(notice(page)).toHaveText(`${SCRIPT_CANNOT_START_TEXT}Reload the page`, { timeout: 15_000 });
  await expect(held).toBeHidden();
  await expect(notice(page).getByRole('button')).toHaveCount(1);
  await expectNoAxeViolations(page);
  broken = false;
  await notice(page).getByRole('button', { name: 'Reload the page' }).click();
  await waitForHydration(page, 'main form');
  await expect(notice(page)).toHaveCount(0);
});

// A file that neither comes nor fails (a phone's connection that stalls) holds back the load
// event, so neither notice above comes; a press held meanwhile said "still loading" for good.
test('a file that stalls: the notice says the page is taking long, and goes when it starts', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'once, on the phone viewport: it waits out the 15 s');
  const release = await holdScripts(page);
  await page.goto('/apply', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(/^Name/).fill('Patient Visitor');
  await page.getByRole('button', { name: 'Request Application' }).click();
  const held = page.locator('body > output[role="status"]');
  await expect(held).toHaveText('One moment: the page is still loading, then your form is sent.');
  await expect(notice(page)).toHaveText(`${SCRIPT_SLOW_TEXT}Reload the page`, { timeout: 25_000 });
  await expect(held).toBeHidden();
  await expect(notice(page).getByRole('button')).toHaveCount(1);
  await expectNoAxeViolations(page);
  // The file comes at last: the page starts, the notice goes, and the held send is done.
  release();
  await waitForHydration(page, 'main form');
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Please provide Email' })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Patient Visitor');
});
