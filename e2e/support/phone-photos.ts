import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * A JPEG of the size of a phone photo: random pixels (they compress as badly as a detailed
 * photo does) at the quality that lands the file between minBytes and maxBytes.
 */
export async function phoneSizedJpeg(minBytes: number, maxBytes: number, width = 3000, height = 2250): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  const made: number[] = [];
  for (let quality = 60; quality <= 98; quality += 2) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (jpeg.length >= minBytes && jpeg.length <= maxBytes) return jpeg;
    made.push(jpeg.length);
    if (jpeg.length > maxBytes) break;
  }
  throw new Error(`no quality gives ${minBytes}–${maxBytes} bytes at ${width}×${height} (got ${made.join(', ')})`);
}
