import 'server-only';
import sharp from 'sharp';
import { inspectImage, UnsupportedImageError } from '../storage/asset-store';
import { heicImage } from '../storage/heic';
import { imageNotSupportedMessage, photoTooManyPixelsMessage } from '../domain/validation/sublet-messages';

/**
 * A visitor's sublet photo made fit to publish: its type checked by content (magic bytes, via the
 * asset store's sniffing; SVG, text and anything else that is not JPEG, PNG, WebP, GIF, AVIF or
 * HEIC is refused whatever its name says), then decoded and re-encoded as WebP, turned upright,
 * at most 1600 px on its longer side. Re-encoding drops every metadata block (EXIF with GPS,
 * XMP, IPTC, comments, ICC), so nothing but pixels is stored.
 */
export const WEB_PHOTO_MAX_SIDE = 1600;
/**
 * Decompression guard: images above 30 megapixels are refused from their header, before
 * decoding. Decoding costs about a second per 50 MP on this hardware, and a PNG of 7000 × 7000
 * one colour is 50 KB: five of them would buy five seconds of CPU for one small post. 30 MP
 * takes any phone's default photo (12 to 24 MP) and 24 MP camera files; larger ones (48 and
 * 200 MP modes) are shrunk in the browser before the upload (components/sublet/shrinkPhoto.ts)
 * or refused with a message that says so.
 */
export const MAX_PHOTO_PIXELS = 30_000_000;
const WEBP_QUALITY = 80;

/** A photo the server refuses; the message names the file and is shown to the poster. */
export class PhotoRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRejectedError';
  }
}

export async function prepareSubletPhoto(bytes: Buffer, fileName: string): Promise<Buffer> {
  let size: { width: number; height: number; heic: boolean };
  try {
    size = await inspectImage(bytes);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw new PhotoRejectedError(imageNotSupportedMessage(fileName));
    throw error;
  }
  if (size.width * size.height > MAX_PHOTO_PIXELS) {
    throw new PhotoRejectedError(photoTooManyPixelsMessage(fileName, MAX_PHOTO_PIXELS / 1_000_000));
  }
  try {
    const image = size.heic ? await heicImage(bytes) : sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).autoOrient();
    return await image
      .resize({ width: WEB_PHOTO_MAX_SIDE, height: WEB_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // Sniffed as an image but not decodable (truncated, corrupt).
    throw new PhotoRejectedError(imageNotSupportedMessage(fileName));
  }
}
