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

/**
 * From now on, every file of the site's code the page has not loaded yet fails: answered 404, as
 * a server deployed again since the page was opened answers for the old build's files
 * ('deployed'), or not at all ('offline'). The files already loaded keep coming (from the
 * browser's cache, in a real visit). Returns the function that ends it: the new build's own
 * files, or the network, are back.
 */
export async function loseNewCode(page: Page, how: 'deployed' | 'offline'): Promise<() => Promise<void>> {
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)));
  const pattern = '**/_next/static/**';
  await page.route(pattern, (route) => {
    if (loaded.has(route.request().url())) return route.continue();
    return how === 'offline' ? route.abort('internetdisconnected') : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  return () => page.unroute(pattern);
}
