import type { Page } from '@playwright/test';

/** A pixel counts as changed when one of its colour channels moved by this much or more. */
const CHANNEL_STEP = 64;

/** Fewer changed pixels than this is anti-aliasing noise, not something a visitor sees. */
export const SEEN_PIXELS = 20;

/**
 * How many pixels of two screenshots of the same size differ clearly (a channel by 64 or more
 * of 255). Two renderings of the same look can differ in a few edge pixels (a box at a
 * fractional position), so equal bytes are too strict a test of "looks the same". Decoded in
 * the page's own canvas: Playwright brings no PNG decoder.
 */
export async function changedPixels(page: Page, before: Buffer, after: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second, step]) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [a, b] = await Promise.all([decode(first), decode(second)]);
      if (a.length !== b.length) return Number.POSITIVE_INFINITY;
      let changed = 0;
      for (let i = 0; i < a.length; i += 4) {
        let moved = 0;
        for (let channel = i; channel < i + 3; channel += 1) moved = Math.max(moved, Math.abs(a[channel]! - b[channel]!));
        if (moved >= step) changed += 1;
      }
      return changed;
    },
    [before.toString('base64'), after.toString('base64'), CHANNEL_STEP] as const,
  );
}
