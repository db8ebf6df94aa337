import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { mailCatcherURL } from '../../playwright.config';
import { pressOn, tabTo } from './keyboard';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** A fresh address per test and project: the mail catcher is shared by parallel tests. */
export function uniqueEmail(label: string, testInfo: TestInfo): string {
  return `${label}.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
}

export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/**
 * Opens the application or contact modal with the keyboard from the site's navigation: the
 * header's 'apply' / 'contact' on desktop, the menu on phones (the desktop navigation is hidden
 * there). Returns the open dialog.
 */
export async function openFromNavigation(page: Page, which: 'apply' | 'contact', testInfo: TestInfo): Promise<Locator> {
  if (isPhone(testInfo)) {
    await pressOn(page, page.getByRole('button', { name: 'Open menu' }));
    const menu = dialog(page, 'Menu');
    await expect(menu).toBeVisible();
    await pressOn(page, menu.getByRole('link', { name: which, exact: true }));
    await expect(menu).toHaveCount(0);
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await pressOn(page, nav.getByRole('link', { name: which, exact: true }));
  }
  const opened = dialog(page, which === 'apply' ? 'Rental Application Request' : 'Contact Us');
  await expect(opened).toBeVisible();
  await expect(opened.locator('form')).toBeVisible();
  return opened;
}

export interface CaughtMail {
  to: string[];
  envelopeTo: string[];
  from: string | null;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Attached files, content decoded as UTF-8 text. */
  attachments: { filename: string | null; contentType: string; content: string }[];
}

async function caughtMail(): Promise<CaughtMail[]> {
  const response = await fetch(`${mailCatcherURL}/messages`);
  return (await response.json()) as CaughtMail[];
}

/** Waits until the harness's SMTP listener has a message for which `match` is true. */
export async function waitForMail(match: (mail: CaughtMail) => boolean, timeoutMs = 20_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await caughtMail();
    const found = messages.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching mail within ${timeoutMs} ms (${messages.length} caught)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Exactly one message for which `match` is true: waits for it, then gives a second one time to
 * arrive (the site delivers a stored mail to the harness within a second; a duplicate would be
 * stored before the form's answer came back).
 */
export async function expectOneMail(match: (mail: CaughtMail) => boolean, settleMs = 3_000): Promise<CaughtMail> {
  const mail = await waitForMail(match);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  expect((await caughtMail()).filter(match)).toHaveLength(1);
  return mail;
}

/**
 * Lets the first request to `url` reach the site, then drops its answer, as a phone that loses
 * its connection after the server has stored what it sent: the page sees a network failure, at
 * once or, with `until`, when that promise settles (till then the answer just does not come).
 * Returns the status of the answer the page never saw, once the request has been made.
 */
export async function loseFirstAnswer(page: Page, url: Parameters<Page['route']>[0], { until }: { until?: Promise<unknown> } = {}): Promise<{ lostStatus: Promise<number> }> {
  let settle: (status: number) => void = () => {};
  const lostStatus = new Promise<number>((resolve) => {
    settle = resolve;
  });
  await page.route(
    url,
    async (route) => {
      const response = await route.fetch();
      settle(response.status());
      await until;
      // The page may have given up on the request by now.
      await route.abort('connectionreset').catch(() => {});
    },
    { times: 1 },
  );
  return { lostStatus };
}

/** axe (WCAG 2.x A/AA and best practices) reports no violations. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The text a page's head declares: title, description and canonical link. */
export async function pageMetadata(page: Page) {
  return {
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
  };
}

export { tabTo };
