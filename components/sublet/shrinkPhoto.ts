/**
 * Phone photos are 3–6 MB each; five of them are 25 MB over a mobile connection. Before the
 * upload, each chosen photo larger than PHOTO_MAX_SIDE on its long side is redrawn at that size
 * and re-encoded as JPEG, in the browser. The server makes its own 1600 px copy anyway, so
 * nothing visible is lost. A photo is sent as chosen when the browser cannot decode it (HEIC
 * on some browsers), when it is small already, or when the shrunk file would not be smaller.
 * The form's checks (count, type, 5 MB each) apply to the files the visitor chose, before this.
 * Loaded only when a post is sent (a dynamic import in SubletForm).
 */
export const PHOTO_MAX_SIDE = 2560;
const JPEG_QUALITY = 0.85;

/** The size a photo is drawn at: its own when it fits, else scaled to PHOTO_MAX_SIDE on its long side. */
export function shrunkSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } | null {
  const longSide = Math.max(width, height);
  if (longSide <= maxSide || width <= 0 || height <= 0) return null;
  const scale = maxSide / longSide;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function encode(bitmap: ImageBitmap, size: { width: number; height: number }): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** One photo, shrunk when that helps; never throws (the original is the fallback). */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || !/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  let bitmap: ImageBitmap | null = null;
  try {
    // 'from-image': drawn upright, as the EXIF orientation says (the re-encoded file has none).
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = shrunkSize(bitmap.width, bitmap.height);
    if (!size) return file;
    const blob = await encode(bitmap, size);
    if (!blob || blob.size >= file.size) return file;
    const name = file.name.replace(/\.(png|webp|jpe?g)$/i, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}

/** Every photo, one at a time (a phone has little memory to spare for several decoded photos). */
export async function shrinkPhotos(files: readonly File[]): Promise<File[]> {
  const shrunk: File[] = [];
  for (const file of files) shrunk.push(await shrinkPhoto(file));
  return shrunk;
}
