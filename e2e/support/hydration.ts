import type { Page } from '@playwright/test';

/** Waits until React has hydrated the element (it attaches its fiber at the commit). */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

/**
 * Holds back the page's scripts, as a slow phone has them late: the HTML is on screen and can be
 * used, nothing of React runs. Returns what lets them through.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/**', (route) => {
    if (holding) held.push(() => route.continue());
    else return route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.map((go) => go()));
  };
}
