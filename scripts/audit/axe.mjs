// axe-core (through @axe-core/playwright) on each page, and again with each modal open,
// at phone and desktop sizes.
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { BROWSER_ARGS, CHROME_PATH } from './lighthouse.mjs';

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
};
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Opens a dialog and waits until it shows (and its lazily loaded body has settled). */
export async function openDialog(page, trigger) {
  await trigger.click();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor({ state: 'visible', timeout: 15_000 });
  // Bodies load on demand: wait until the dialog shows no busy placeholder.
  await dialog.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
  await page.waitForTimeout(400);
}

/** The modals every page has (the shell's), per viewport. */
export const SHELL_MODALS = [
  {
    name: 'contact modal',
    open: (page) => openDialog(page, page.getByRole('button', { name: 'Contact us' }).first()),
  },
  {
    name: 'application modal',
    viewports: ['desktop'],
    open: (page) => openDialog(page, page.locator('header a[href="/apply"]').first()),
  },
  {
    name: 'menu',
    viewports: ['phone'],
    open: (page) => openDialog(page, page.getByRole('button', { name: 'Open menu' })),
  },
];

function summarize(violations) {
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

/**
 * @param pages [{ name, path, modals?: [{ name, open(page), viewports? }] }]
 * @returns [{ page, state, viewport, violations }]
 */
export async function axePages(baseUrl, pages, { shellModals = SHELL_MODALS } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: BROWSER_ARGS });
  const results = [];
  try {
    for (const [viewportName, options] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ ...options, baseURL: baseUrl, reducedMotion: 'reduce' });
      // The home special modal opens on its own after 3 s: audit pages without it unless asked.
      await context.addCookies([{ name: 'homeSpecialClosed', value: '1', url: baseUrl }]);
      for (const target of pages) {
        const states = [{ name: 'page', open: async () => {} }, ...[...shellModals, ...(target.modals ?? [])]];
        for (const state of states) {
          if (state.viewports && !state.viewports.includes(viewportName)) continue;
          const page = await context.newPage();
          try {
            await page.goto(target.path, { waitUntil: 'load' });
            await page.waitForTimeout(300);
            await state.open(page);
            const analysis = await new AxeBuilder({ page }).withTags(TAGS).analyze();
            results.push({ page: target.name, state: state.name, viewport: viewportName, violations: summarize(analysis.violations) });
          } catch (error) {
            results.push({ page: target.name, state: state.name, viewport: viewportName, error: String(error?.message ?? error).split('\n')[0], violations: [] });
          } finally {
            await page.close();
          }
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
