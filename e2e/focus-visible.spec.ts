import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { walkFocus } from './support/focus-walk';
import { tabTo } from './support/keyboard';
import { dialog, isPhone } from './support/site';
import { changedPixels, SEEN_PIXELS } from './support/pixels';
import { skipSpecialModal } from './support/listing';

/**
 * Keyboard users must see where they are, also with a Windows Contrast theme (forced colours:
 * the browser repaints everything in a few theme colours and drops every box-shadow) and while
 * the sticky announcement banner is up. docs/accessibility.md.
 */

const PAGES = [
  '/',
  '/floorplans/kirkwood-laurel',
  '/communities/kirkwood-commons',
  '/communities/college-mall-flats/tour',
  '/flexible-term',
  '/sublets/new',
  '/apply',
  '/contact',
];

/** Tab stops walked per page: all of the short pages; the header, filters and first cards of a list. */
const STOPS = 60;

// Pixels are compared, not looked at: one device pixel per CSS pixel keeps the screenshots small,
// and a trace of a walk's hundreds of steps would cost more than the walk.
test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1, trace: 'off' });

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

/** Opens a page and waits for the demo's announcement banner, which sits over the page's foot. */
async function openWithBanner(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible({ timeout: 15_000 });
}

// Forced colours are where a ring drawn as a shadow vanishes, so every page is walked there; the
// pages with photo tiles and cards, where a photo can paint over a ring, in normal colours too.
const WALKS = { forced: PAGES, normal: PAGES.slice(0, 3) };

for (const colors of ['forced', 'normal'] as const) {
  test.describe(`${colors} colours`, () => {
    test.use(colors === 'forced' ? { forcedColors: 'active', colorScheme: 'dark' } : { forcedColors: 'none' });

    for (const path of WALKS[colors]) {
      test(`every Tab stop on ${path} shows its focus and is not under the header or banner`, async ({ page }) => {
        await openWithBanner(page, path);
        const { stops, problems } = await walkFocus(page, { max: STOPS });
        expect(stops).toBeGreaterThan(5);
        expect(problems).toEqual([]);
      });
    }
  });
}

/** A dialog and how a keyboard user opens it; the focus starts inside it when it is open. */
interface DialogCase {
  name: string;
  path: string;
  open: (page: Page, testInfo: TestInfo) => Promise<Locator>;
  /** Walked in normal colours too: its photos could paint over a ring. */
  photos?: boolean;
  /** The home special offer opens by itself, unless its cookie says it was closed. */
  special?: boolean;
}

/** Focuses a control and presses Enter on it, as the keyboard does, then waits for `opened`. */
async function openWith(page: Page, control: Locator, opened: Locator): Promise<Locator> {
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(opened).toBeVisible();
  // A dialog still loading its form or photo may change size when it comes, and move its stops.
  await expect(opened.locator('[aria-busy="true"]')).toHaveCount(0);
  return opened;
}

const DIALOGS: DialogCase[] = [
  {
    name: 'the home special offer',
    path: '/',
    special: true,
    open: async (page) => {
      const special = page.getByRole('dialog', { name: 'Move-in Special' });
      await expect(special).toBeVisible({ timeout: 10_000 });
      return special;
    },
  },
  {
    name: 'the menu',
    path: '/team',
    open: async (page, testInfo) => {
      test.skip(!isPhone(testInfo), 'the menu button is on phones only');
      return openWith(page, page.getByRole('button', { name: 'Open menu' }), dialog(page, 'Menu'));
    },
  },
  {
    name: 'the rental application',
    path: '/floorplans/kirkwood-laurel',
    open: (page) =>
      openWith(page, page.getByRole('region', { name: 'Interested in The Laurel?' }).getByRole('button', { name: 'Apply now' }), dialog(page, 'Rental Application Request')),
  },
  {
    name: 'the contact form',
    path: '/floorplans/kirkwood-laurel',
    open: (page) =>
      openWith(page, page.getByRole('region', { name: 'Interested in The Laurel?' }).getByRole('button', { name: 'Contact us' }), dialog(page, 'Contact Us')),
  },
  {
    name: 'the photo viewer',
    path: '/communities/kirkwood-commons',
    photos: true,
    open: (page) => openWith(page, page.getByRole('button', { name: /^Open picture 1 of/ }), dialog(page, 'Photos of Kirkwood Commons')),
  },
  {
    name: 'the map picture',
    path: '/communities/kirkwood-commons',
    photos: true,
    open: (page) => openWith(page, page.getByRole('button', { name: 'Map to the leasing office' }), dialog(page, 'Map to the leasing office')),
  },
  {
    name: "a card's tour",
    path: '/',
    photos: true,
    open: (page) =>
      openWith(page, page.getByRole('button', { name: /^(Video Tour|Virtual Tour|360° Tour): / }).first(), page.getByRole('dialog', { name: /^(Video Tour|Virtual Tour|360° Tour): / })),
  },
  {
    name: "a sublet's contact form",
    path: '/sublets',
    open: (page) => openWith(page, page.getByRole('button', { name: /^Contact the poster of / }).first(), page.getByRole('dialog', { name: /^Contact about / })),
  },
];

test.describe('dialogs', () => {
  for (const colors of ['forced', 'normal'] as const) {
    test.describe(`${colors} colours`, () => {
      test.use(colors === 'forced' ? { forcedColors: 'active', colorScheme: 'dark' } : { forcedColors: 'none' });

      for (const { name, path, open, special } of DIALOGS.filter(({ photos }) => colors === 'forced' || photos)) {
        test(`every Tab stop in ${name} shows its focus and stays in it`, async ({ page, context }, testInfo) => {
          if (special) await context.clearCookies();
          await page.goto(path);
          const opened = await open(page, testInfo);
          // The focus trap brings Tab back to a stop already seen, which ends the walk.
          const { stops, problems } = await walkFocus(page, { max: STOPS });
          expect(stops).toBeGreaterThan(0);
          expect(stops).toBeLessThan(STOPS);
          expect(problems).toEqual([]);
          expect(await opened.evaluate((element) => element.contains(document.activeElement)), 'the focus is in the dialog').toBe(true);
        });
      }
    });
  }
});

test('an open filter closes when Tab leaves it, so its panel never lies over the focus', async ({ page }) => {
  await openWithBanner(page, '/');
  for (const label of ['Bedrooms', 'Community', 'Price']) {
    const summary = page.locator('summary', { hasText: label });
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    await expect(summary.locator('..')).toHaveAttribute('open', '');
    // Its choices, then on past it: the filters after it, availability, sort and the first card.
    const { problems } = await walkFocus(page, { max: 15 });
    expect(problems, label).toEqual([]);
    await expect(summary.locator('..')).not.toHaveAttribute('open');
  }
});

/** The element's pixels with the focus and the pointer elsewhere: its chosen state alone. */
async function lookOf(page: Page, target: Locator): Promise<Buffer> {
  await page.mouse.move(0, 0);
  await target.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return target.screenshot({ animations: 'disabled' });
}

/** Expects `target` to look clearly different after `change` than before it. */
async function expectLookChanged(page: Page, target: Locator, change: () => Promise<void>, what: string) {
  const before = await lookOf(page, target);
  await change();
  expect(await changedPixels(page, before, await lookOf(page, target)), what).toBeGreaterThanOrEqual(SEEN_PIXELS);
}

// Contrast themes come dark (white on black, the default of Windows' own) and light (black on
// white): a state must show in both palettes.
for (const scheme of ['dark', 'light'] as const) {
  test.describe(`chosen states in forced colours, ${scheme} theme`, () => {
    test.use({ forcedColors: 'active', colorScheme: scheme });

    test('a chosen tour kind, day and time look different from the others', async ({ page }) => {
      await page.goto('/communities/college-mall-flats/tour');
      for (const group of ['kind', 'day', 'time']) {
        const chip = page.locator(`label:has(input[name="${group}"])`).nth(1);
        await expectLookChanged(page, chip, async () => {
          await chip.click();
          await expect(chip.locator('input')).toBeChecked();
        }, `the chosen ${group}`);
      }
    });

    test("a floor plan's pressed view and its chosen amenity tab look different from the others", async ({ page }) => {
      await page.goto('/floorplans/kirkwood-laurel');
      const views = page.getByRole('group', { name: 'Hero view' }).getByRole('button');
      await expect(views.first()).toHaveAttribute('aria-pressed', 'true');
      await expectLookChanged(page, views.first(), async () => {
        await views.nth(1).click();
        await expect(views.first()).toHaveAttribute('aria-pressed', 'false');
      }, 'the view no longer pressed');

      const tab = page.getByRole('tab').nth(1);
      await expectLookChanged(page, tab, async () => {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      }, 'the chosen tab');
    });
  });
}
