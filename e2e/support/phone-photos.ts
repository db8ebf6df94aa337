import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * A JPEG of the size of a phone photo: random detail (it compresses about as badly as a
 * detailed photo), drawn at 1/`grain` of the size and scaled up, saved at the quality that lands
 * the file between minBytes and maxBytes.
 */
export async function phoneSizedJpeg(minBytes: number, maxBytes: number, { width = 3000, height = 2250, grain = 1 } = {}): Promise<Buffer> {
  const detail = { width: Math.round(width / grain), height: Math.round(height / grain), channels: 3 as const };
  const pixels = await sharp(randomBytes(detail.width * detail.height * 3), { raw: detail }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const made: number[] = [];
  for (let quality = 50; quality <= 98; quality += 1) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (jpeg.length >= minBytes && jpeg.length <= maxBytes) return jpeg;
    made.push(jpeg.length);
    if (jpeg.length > maxBytes) break;
  }
  throw new Error(`no quality gives ${minBytes}–${maxBytes} bytes at ${width}×${height} (got ${made.join(', ')})`);
}
