import type { Page } from '@playwright/test';
import { changedPixels, SEEN_PIXELS } from './pixels';

/** A Tab stop a keyboard user cannot see. */
export interface FocusProblem {
  /** The start of the focused element's markup. */
  element: string;
  /** invisible: focusing it changes no pixel around it; covered: another element lies over its
   *  centre (the sticky header or banner); offscreen: none of it is in the viewport. */
  problem: 'invisible' | 'covered' | 'offscreen';
  /** For covered: the start of the covering element's markup. */
  by?: string;
}

let walks = 0;

/** How far around the element its focus indicator may be drawn (the site's ring: 2 + 3 px). */
const RING_ROOM = 8;

/**
 * Presses Tab through the page, as a keyboard user does, and at each stop compares a screenshot
 * of the element and its surroundings focused with one taken after a blur: fewer than
 * SEEN_PIXELS changed pixels mean nothing showed where the focus was. Also checks that the
 * focused element was scrolled where it can be seen, under nothing else. Text carets are hidden
 * (a caret alone does not count).
 * Starts from where the focus is. Stops when the focus comes back to an element already seen
 * in this walk, or after `max` stops.
 */
export async function walkFocus(page: Page, { max = 300 } = {}): Promise<{ stops: number; problems: FocusProblem[] }> {
  await page.addStyleTag({ content: '* { caret-color: transparent !important; }' });
  const viewport = page.viewportSize()!;
  const problems: FocusProblem[] = [];
  const walk = `walk-${(walks += 1)}`;
  let stops = 0;
  for (; stops < max; stops += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async (walk) => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      if (element.dataset.focusWalk === walk) return null;
      element.dataset.focusWalk = walk;
      // Let the page settle as the visitor sees it: what the focus started (a skip link sliding
      // in) finishes, endless spinners excepted, and sections laid out at an assumed height
      // (styles/deferredRendering.ts) take their real one, two frames after coming into view.
      for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
      const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      const box = element.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      // Hit testing skips an element that takes no pointer (the price slider's inputs let the
      // pointer through to their thumbs): for this reading, it takes one.
      const inlineStyle = element.getAttribute('style');
      element.style.pointerEvents = 'auto';
      const top = document.elementFromPoint(x, y);
      if (inlineStyle === null) element.removeAttribute('style');
      else element.setAttribute('style', inlineStyle);
      const inLabel = (node: Element) => 'labels' in element && [...((element as HTMLInputElement).labels ?? [])].some((label) => label.contains(node));
      const covered = top !== null && !element.contains(top) && !top.contains(element) && !inLabel(top);
      return {
        element: element.outerHTML.slice(0, 120),
        box: { x: box.left, y: box.top, width: box.width, height: box.height },
        by: covered ? top.outerHTML.slice(0, 120) : undefined,
      };
    }, walk);
    if (!stop) break;
    const { box } = stop;
    const left = Math.max(0, box.x - RING_ROOM);
    const top = Math.max(0, box.y - RING_ROOM);
    const clip = { x: left, y: top, width: Math.min(viewport.width, box.x + box.width + RING_ROOM) - left, height: Math.min(viewport.height, box.y + box.height + RING_ROOM) - top };
    if (clip.width < 1 || clip.height < 1) {
      problems.push({ element: stop.element, problem: 'offscreen' });
      continue;
    }
    if (stop.by) problems.push({ element: stop.element, problem: 'covered', by: stop.by });
    const focused = await page.screenshot({ clip });
    await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      (window as unknown as { focusWalkLast: HTMLElement }).focusWalkLast = element;
      element.blur();
    });
    const blurred = await page.screenshot({ clip });
    // Back where the keyboard was, so the next Tab goes on from here.
    await page.evaluate(() => (window as unknown as { focusWalkLast: HTMLElement }).focusWalkLast.focus({ preventScroll: true }));
    if ((await changedPixels(page, focused, blurred)) < SEEN_PIXELS) problems.push({ element: stop.element, problem: 'invisible' });
  }
  return { stops, problems };
}
