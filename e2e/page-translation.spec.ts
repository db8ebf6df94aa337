import { expect, test, type Page } from '@playwright/test';
import { currentDemoSpecialTitles } from './support/demo-specials';
import { cards, expectQuery, openFilter, readCount } from './support/listing';
import { waitForHydration } from './support/hydration';
import { uniqueEmail, waitForMail } from './support/site';

/**
 * Does to the page what Chrome's page translator does, in the way that breaks React pages
 * (lib/html/translation-guard.ts): every text node is replaced by a <font> holding its
 * translation, and text added later is translated too, a moment later. The "translation" here
 * is the text itself, so the page reads as before and the checks read it as other tests do; a
 * count that React wrote into a node no longer on the page would show the old figure.
 */
async function translatePage(page: Page): Promise<number> {
  return page.evaluate(() => {
    const SKIP = /^(SCRIPT|STYLE|NOSCRIPT|TEXTAREA|TITLE|OPTION)$/;
    const translate = (root: Node): number => {
      const texts: Text[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || SKIP.test(parent.tagName) || parent.hasAttribute('data-translated') || !node.nodeValue?.trim()) continue;
        texts.push(node as Text);
      }
      for (const text of texts) {
        const outer = document.createElement('font');
        const inner = document.createElement('font');
        inner.setAttribute('data-translated', '');
        inner.textContent = text.nodeValue;
        outer.append(inner);
        text.parentNode!.replaceChild(outer, text);
      }
      return texts.length;
    };
    new MutationObserver((records) => {
      setTimeout(() => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!node.isConnected || !node.parentNode) continue;
            if (node.nodeType === Node.ELEMENT_NODE) translate(node);
            else if (node.nodeType === Node.TEXT_NODE) translate(node.parentNode);
          }
        }
      }, 50);
    }).observe(document.body, { childList: true, subtree: true });
    return translate(document.body);
  });
}

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('a page the browser has translated', () => {
  test('home: the specials modal and the search keep working, and counts stay current', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const oneBed = Number(/Total: (\d+) Results/.exec(await (await request.get('/?bedroom=1')).text())?.[1]);
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 8000 });
    expect(await translatePage(page)).toBeGreaterThan(200);

    const offered = currentDemoSpecialTitles().length;
    await expect(dialog.getByText(`Special 1 of ${offered}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(`Special 2 of ${offered}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'No thanks' }).click();
    await expect(dialog).toBeHidden();

    const all = await readCount(page);
    const bedrooms = await openFilter(page, 'Bedrooms');
    await bedrooms.getByLabel('1 Bed').check();
    await expectQuery(page, 'bedroom=1');
    await expect.poll(() => readCount(page)).toBe(oneBed);
    await expect(cards(page)).toHaveCount(oneBed);
    await bedrooms.getByLabel('1 Bed').uncheck();
    await expectQuery(page, '');
    await expect.poll(() => readCount(page)).toBe(all);
    await expect(cards(page)).toHaveCount(all);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    // What the page changed was translated again: the count's own text, once, not just any node.
    const count = page.locator('p[aria-live="polite"]', { hasText: /^Total: \d+ Results$/ });
    await expect(count.locator('[data-translated]')).toHaveText([`Total: ${all} Results`]);
    expect(errors).toEqual([]);
  });

  test('contact: messages come and go, the counter counts, and the message is sent', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/contact');
    const form = page.locator('main form');
    await waitForHydration(page, 'main form');
    expect(await translatePage(page)).toBeGreaterThan(50);

    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Fill all the required fields')).toBeVisible();
    // Under the field and in the summary; the one under the field goes once it is filled.
    await expect(form.getByText('Please provide Name')).toHaveCount(2);
    await form.getByRole('textbox', { name: /^Name/ }).fill('Ana Lima');
    await expect(form.getByText('Please provide Name')).toHaveCount(1);
    const email = uniqueEmail('translated-contact', testInfo);
    await form.getByRole('textbox', { name: /^Email/ }).fill(email);
    await form.getByRole('textbox', { name: /^Phone/ }).fill('812 555 0142');
    await form.getByRole('textbox', { name: /^Question/ }).fill('Is the studio free in May?');
    await expect(form.getByText('974 characters left')).toBeVisible();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: 'Step 2 of 2 (optional)' })).toBeVisible();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Message Sent!' })).toBeVisible();
    expect((await waitForMail((mail) => mail.replyTo === email)).subject).toContain('Ana Lima');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
