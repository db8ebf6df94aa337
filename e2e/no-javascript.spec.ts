// A visitor without JavaScript (or before it has run) gets each page's lists from the first HTML
// (docs/product.md, "While loading"). React streams a list that was not ready in time after a
// fallback, as a hidden copy that a script moves into the fallback's place; without the script
// the fallback is all there is. So no page may send a fallback with something in it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { company, telHref } from '../lib/company';
import { PAGES } from '../lib/domain/routes';
import { cards } from './support/listing';

/**
 * The fallbacks React sent in place of unfinished content:
 * `<!--$?--><template id="B:0"></template>FALLBACK<!--/$-->`. An empty one (`fallback={null}`)
 * hides nothing a visitor needs.
 */
function shownFallbacks(html: string): string[] {
  return [...html.matchAll(/<!--\$\?--><template id="B:\d+"><\/template>([\s\S]*?)<!--\/\$-->/g)].map((match) => match[1] ?? '').filter(Boolean);
}

const LIST_PAGES: [path: string, content: (page: Page) => Locator][] = [
  ['/', (page) => cards(page)],
  ['/flexible-term', (page) => cards(page)],
  ['/communities/kirkwood-commons', (page) => page.locator('#units ul[aria-label="Units"] > li')],
  ['/floorplans/kirkwood-laurel', (page) => page.getByRole('heading', { level: 1 })],
  ['/team', (page) => page.getByRole('article')],
  ['/sublets', (page) => page.getByRole('list', { name: 'Sublet listings' }).or(page.getByText('No sublets are listed right now'))],
];

for (const [path, content] of LIST_PAGES) {
  test(`${path} has its content in the first HTML, shown without JavaScript`, async ({ browser, request }) => {
    const html = await (await request.get(path)).text();
    expect(shownFallbacks(html)).toEqual([]);

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(path);
      await expect(content(page).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}

test('no page of the sitemap, nor a form page, sends a fallback in place of its content', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = new Set([...Object.values(PAGES), ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname)]);
  expect(paths.size).toBeGreaterThan(20);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(shownFallbacks(await response.text()), path).toEqual([]);
  }
});

// A form the site sends by script, with JavaScript off, posts to its own page and comes back
// empty, nothing sent; a visitor could take that for sent. Each says so at its top
// (components/forms/NoScriptNote.tsx), with the e-mail and phone to use instead.
const SCRIPT_FORMS: [path: string, doing: string][] = [
  ['/apply', 'Sending this request'],
  ['/contact', 'Sending this message'],
  ['/communities/kirkwood-commons/tour', 'Booking a tour here'],
  ['/sublets/lost-link', 'Asking for a new link'],
];

test('a form sent by script says without JavaScript that it needs it, and how else to write', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const [path, doing] of SCRIPT_FORMS) {
      await page.goto(path);
      // Playwright's text matching skips what is in <noscript>: the note is found by its place.
      const note = page.locator('main form').first().locator('noscript > p');
      await expect(note, path).toBeVisible();
      await expect(note, path).toHaveText(
        `${doing} needs JavaScript, which is off in this browser: turn it on and reload the page, or e-mail ${company.inquiriesEmail} or call ${company.phoneDisplay}.`,
      );
      await expect(note.getByRole('link', { name: company.inquiriesEmail }), path).toHaveAttribute('href', `mailto:${company.inquiriesEmail}`);
      await expect(note.getByRole('link', { name: company.phoneDisplay }), path).toHaveAttribute('href', telHref);
    }
  } finally {
    await context.close();
  }
});

test('with JavaScript, the forms show nothing of it', async ({ page }) => {
  for (const [path, doing] of SCRIPT_FORMS) {
    await page.goto(path);
    // With scripting on, what is in <noscript> is text, not elements: no such paragraph.
    await expect(page.locator('main form p').filter({ hasText: `${doing} needs JavaScript` }), path).toHaveCount(0);
    await expect(page.locator('main form noscript'), path).toBeHidden();
  }
});

// A listing removed or a sublet deleted: Next sends these 404s as an empty document for its
// scripts to fill; the site server writes the not-found page's words into it
// (server/error-document.ts). The floor plan twice: the second answer comes from Next's page cache.
const GONE = ['/floorplans/no-such-plan', '/floorplans/no-such-plan', '/communities/no-such-community', '/communities/no-such-community/tour', '/sublets/no-such-sublet'];

test('a page whose listing is gone says so without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const path of GONE) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Resource Not Found' }), path).toBeVisible();
      await expect(page.getByText('Uh-oh, this is a 404'), path).toBeVisible();
      // A sublet's private link leads to a new one instead (app/sublets/[assetKey]/not-found.tsx).
      if (path.startsWith('/sublets/')) await expect(page.getByRole('link', { name: 'Get a new link' }), path).toHaveAttribute('href', '/sublets/lost-link');
      else await expect(page.getByRole('link', { name: 'Go to the home page' }), path).toHaveAttribute('href', '/');
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe('en');
    }
  } finally {
    await context.close();
  }
});

test('with JavaScript, the not-found page replaces those words, once', async ({ page }) => {
  const response = await page.goto(GONE[0]!);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Not Found' })).toHaveCount(1);
  await expect(page.getByText('Uh-oh, this is a 404')).toHaveCount(1);
});

// A form sent before its page's script has run (a slow phone, a tap during loading) is sent by the
// browser itself. As a GET it would put the name, e-mail and phone into the address, the history
// and the server's logs; each form posts, which shows the page again.
const FORM_PAGES = ['/apply', '/contact', '/communities/kirkwood-commons/tour', '/sublets/new', '/sublets/report/demo-sublet-walnut', '/sublets/lost-link'];

test('a form sent before scripts run keeps what was typed out of the address', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const path of FORM_PAGES) {
      const html = await (await request.get(path)).text();
      const forms = [...html.matchAll(/<form\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes('role="search"'));
      expect(forms.length, path).toBe(1);
      expect(forms[0], path).toContain('method="post"');

      await page.goto(path);
      const form = page.locator('form:not([role="search"])');
      await form.locator('input[type="email"]').first().fill('before.scripts@example.com');
      for (const input of await form.locator('input[type="text"]:visible, input[type="tel"]:visible').all()) await input.fill('8125550199');
      const [response] = await Promise.all([page.waitForNavigation(), form.locator('button[type="submit"]').first().click()]);
      expect([path, response?.status(), response?.request().method()]).toEqual([path, 200, 'POST']);
      expect(page.url(), path).not.toContain('before.scripts');
      expect(new URL(page.url()).search, path).toBe('');
    }
  } finally {
    await context.close();
  }
});
