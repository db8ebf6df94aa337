import type { Page } from '@playwright/test';

/** Waits until React has hydrated the element (it attaches its fiber at the commit). */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

