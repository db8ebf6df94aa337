import { expect, test, type Page } from '@playwright/test';
import { LOAD_FAILED_TEXT } from '../components/layout/errorTexts';
import { skipSpecialModal } from './support/listing';
import { loseNewCode, scrollThrough } from './support/requests';
import { dialog, expectNoAxeViolations } from './support/site';

/**
 * Parts of a page whose code is fetched when they are needed (the modals' forms, the video
 * player, the sliders' engine, the next page) when that fetch fails: the site was deployed again
 * since the page was opened (a phone keeps a tab for days; the new build names its files anew),
 * or the network dropped. The page must stay, and say what to do (components/layout/loadOrExplain.tsx).
 */

const COMMUNITY = '/communities/kirkwood-commons';

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

/** Opens a page and waits until its first load is over (its code is all here). */
async function openSettled(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

/** The header's contact button (the page has another further down). */
const contactButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Contact us' });

/**
 * Opens the community page, makes its later code fail (`how`), presses "Contact us" and checks the
 * note in the modal. Returns the modal and the function that brings the code back.
 */
async function contactWithoutCode(page: Page, how: 'deployed' | 'offline') {
  await openSettled(page, COMMUNITY);
  const restore = await loseNewCode(page, how);
  await contactButton(page).click();
  const modal = dialog(page, 'Contact Us');
  await expect(modal.getByRole('alert')).toHaveText(LOAD_FAILED_TEXT[how === 'deployed' ? 'updated' : 'offline']);
  return { modal, restore };
}

async function expectPageStays(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test.describe('a page opened before the site was deployed again', () => {
  test('the contact modal says the page is out of date; a reload brings the form', async ({ page }) => {
    const { modal, restore: deployed } = await contactWithoutCode(page, 'deployed');
    await expectPageStays(page, 'Kirkwood Commons');
    await expectNoAxeViolations(page, '[role="dialog"]');
    // The server now serves the new build: the reloaded page has its files.
    await deployed();
    await modal.getByRole('button', { name: 'Reload the page' }).click();
    await page.waitForLoadState('networkidle');
    await contactButton(page).click();
    await expect(dialog(page, 'Contact Us').locator('form')).toBeVisible();
  });

  test('a video tour opens its modal with the note', async ({ page }) => {
    await openSettled(page, COMMUNITY);
    await loseNewCode(page, 'deployed');
    await page.getByRole('button', { name: 'Video Tour: The Aster' }).first().click();
    const modal = dialog(page, 'Video Tour: The Aster');
    await expect(modal.getByRole('alert')).toHaveText(LOAD_FAILED_TEXT.updated);
    await expect(modal.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expectPageStays(page, 'Kirkwood Commons');
  });

  test("a link to a page whose code is gone offers a reload, which lands on that page", async ({ page }) => {
    await openSettled(page, COMMUNITY);
    const deployed = await loseNewCode(page, 'deployed');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sublets' }).click();
    // On screen and read out, though the link was at the foot of the page.
    await expect(page.getByText(LOAD_FAILED_TEXT.updated)).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveURL(/\/sublets$/);
    await deployed();
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expectPageStays(page, 'Sublets');
  });
});

test.describe('a part of the page fetched while the network is down', () => {
  test('the contact modal asks to try again, and the form comes when the network is back', async ({ page }) => {
    const { modal, restore: online } = await contactWithoutCode(page, 'offline');
    await online();
    await modal.getByRole('button', { name: 'Try again' }).click();
    await expect(modal.locator('form')).toBeVisible();
    await expect(modal.getByRole('alert')).toHaveCount(0);
    // The button pressed is gone: the focus is on the modal, as when it opens, so Escape closes it.
    await expect(modal).toBeFocused();
    // Closed and opened again, the modal has its form at once.
    await page.keyboard.press('Escape');
    await contactButton(page).click();
    await expect(dialog(page, 'Contact Us').locator('form')).toBeVisible();
  });

  test("a sublet's contact form asks to try again; the board stays", async ({ page }) => {
    await openSettled(page, '/sublets');
    const online = await loseNewCode(page, 'offline');
    const contact = page.getByRole('button', { name: /^Contact the poster of / }).first();
    await contact.click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('alert')).toHaveText(LOAD_FAILED_TEXT.offline);
    await expectPageStays(page, 'Sublets');
    await online();
    await modal.getByRole('button', { name: 'Try again' }).click();
    await expect(modal.locator('form')).toBeVisible();
  });

  test('scrolling a floor plan to its sliders keeps the page', async ({ page }) => {
    await openSettled(page, '/floorplans/kirkwood-laurel');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    const requested: string[] = [];
    page.on('requestfailed', (request) => requested.push(request.url()));
    await loseNewCode(page, 'offline');
    await scrollThrough(page);
    // The slider's engine was asked for, and failed.
    await expect.poll(() => requested.some((url) => url.includes('/_next/static/chunks/'))).toBe(true);
    await expectPageStays(page, title!);
  });
});
