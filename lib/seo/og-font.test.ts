import { ImageResponse } from 'next/og';
import { createElement } from 'react';
import sharp from 'sharp';
import { ogFont } from './og-font';

/** The blank runs between the words of one line of text drawn by next/og, left to right, in px. */
async function wordGaps(text: string, font: Buffer | null): Promise<number[]> {
  const picture = new ImageResponse(
    createElement('div', { style: { display: 'flex', width: '100%', height: '100%', background: '#fff', color: '#000', fontSize: 40, padding: 10, fontFamily: 'geist' } }, text),
    { width: 900, height: 70, fonts: font ? [{ name: 'geist', data: font, weight: 400, style: 'normal' }] : undefined },
  );
  const { data, info } = await sharp(Buffer.from(await picture.arrayBuffer())).greyscale().raw().toBuffer({ resolveWithObject: true });
  const inked = Array.from({ length: info.width }, (_, x) => {
    for (let y = 0; y < info.height; y++) if (data[y * info.width + x]! < 160) return true;
    return false;
  });
  const runs: number[] = [];
  let run = 0;
  let started = false;
  for (const ink of inked) {
    if (ink) {
      if (started && run > 0) runs.push(run);
      started = true;
      run = 0;
    } else if (started) run += 1;
  }
  // A space at 40 px is about 10 px; the blanks inside words are narrower.
  return runs.filter((blank) => blank >= 7);
}

describe('the link-preview font', () => {
  it('draws every gap between words the same width, kerned words or not', async () => {
    const text = 'Kirkwood Ave Limestone Lane Properties';
    const gaps = await wordGaps(text, await ogFont());
    expect(gaps).toHaveLength(4);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(2);
    // next/og's own Geist, kerned, leaves a wider gap after the kerned words.
    const kerned = await wordGaps(text, null);
    console.log(`  gaps between words, px: ${gaps.join(', ')} (kerned: ${kerned.join(', ')})`);
    expect(Math.max(...kerned) - Math.min(...kerned)).toBeGreaterThan(3);
  });
});
