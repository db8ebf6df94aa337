import type { Page } from '@playwright/test';

/**
 * Waits until what moves on the page has come to rest, endless animations (spinners, skeleton
 * shimmer) excepted: two frames for what was just shown to start, then every finite animation's
 * end. For measuring where something sits as the visitor sees it once it stops moving (a dialog
 * rises 1rem as it opens).
 */
export async function waitForMotion(page: Page) {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
