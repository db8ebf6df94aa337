import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only helpers for the browser tests: focus moves with Tab / Shift+Tab only, controls
 * are used with Enter, Space, typing and arrow keys. No mouse clicks.
 */

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reachable. */
export async function tabTo(page: Page, target: Locator, { reverse = false, max = 80 } = {}): Promise<void> {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(reverse ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${reverse ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a control and presses a key on it (Enter for links and buttons, Space for boxes). */
export async function pressOn(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/** Chooses a native <select> option by typing the start of its label while the select has focus. */
export async function chooseOption(page: Page, select: Locator, label: string, value: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select).toHaveValue(value);
}
