import type { Page, Request } from '@playwright/test';
import { baseURL } from '../../playwright.config';

/** Every request the page makes, by host, so a test can say which went to a third party. */
export function recordRequests(page: Page) {
  const own = new URL(baseURL).host;
  const urls: string[] = [];
  const onRequest = (request: Request) => {
    if (!request.url().startsWith('data:') && !request.url().startsWith('blob:')) urls.push(request.url());
  };
  page.on('request', onRequest);
  return {
    all: () => [...urls],
    thirdParty: () => urls.filter((url) => new URL(url).host !== own),
    hosts: () => [...new Set(urls.map((url) => new URL(url).host))],
    stop: () => page.off('request', onRequest),
  };
}

/**
 * Holds back every script the page asks for from now on, as a slow phone network does, until the
 * returned function is called: for what a visitor sees or does before the code has come.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Scrolls the whole page (lazy images and prefetches run) and back to the top. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}
