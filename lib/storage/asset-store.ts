import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { assetEtag, isStorageKey } from './storage-key';

/**
 * The asset store: content-addressed image files under `$DATA_DIR/assets/`. A file's name (its
 * storage key) is a SHA-256 prefix of its bytes plus the extension of its detected type, so a
 * stored file never changes and is served with an immutable cache header at /assets/{key}.
 */
export interface StoredAsset {
  storageKey: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
}

export interface AssetStoreOptions {
  dataDir: string;
}

export interface SaveAssetOptions extends AssetStoreOptions {
  /**
   * Re-encode the image in its own format with EXIF orientation applied and metadata (EXIF,
   * GPS, XMP) dropped. Use it for visitor uploads (sublet photos); imports keep their bytes.
   */
  stripMetadata?: boolean;
}

/** The image is not one the site serves (JPEG, PNG, WebP, GIF or AVIF), or not an image. */
export class UnsupportedImageError extends Error {
  constructor(detail: string) {
    super(`not a supported image (JPEG, PNG, WebP, GIF or AVIF): ${detail}`);
    this.name = 'UnsupportedImageError';
  }
}

const TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;
type Extension = keyof typeof TYPES;

export { isStorageKey, STORAGE_KEY_PATTERN } from './storage-key';

export function contentTypeOfKey(storageKey: string): string {
  const ext = storageKey.slice(storageKey.lastIndexOf('.') + 1) as Extension;
  return TYPES[ext];
}

export function assetsDir(dataDir: string): string {
  return path.join(dataDir, 'assets');
}

/** The absolute file of a storage key, or null when the key is malformed (no traversal possible). */
export function assetFilePath(dataDir: string, storageKey: string): string | null {
  return isStorageKey(storageKey) ? path.join(assetsDir(dataDir), storageKey) : null;
}

interface Probe {
  ext: Extension;
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';
  width: number;
  height: number;
}

/** The type and dimensions of image bytes; throws UnsupportedImageError for anything else. */
export async function inspectImage(bytes: Buffer): Promise<{ contentType: string; width: number; height: number }> {
  const found = await probe(bytes);
  return { contentType: TYPES[found.ext], width: found.width, height: found.height };
}

async function probe(bytes: Buffer): Promise<Probe> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch (error) {
    throw new UnsupportedImageError((error as Error).message.split('\n')[0] ?? 'unreadable');
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const pageHeight = meta.pages && meta.pages > 1 ? meta.pageHeight : undefined;
  const height = pageHeight ?? meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new UnsupportedImageError('no dimensions');
  switch (meta.format) {
    case 'jpeg':
      return { ext: 'jpg', format: 'jpeg', width, height };
    case 'png':
    case 'webp':
    case 'gif':
      return { ext: meta.format, format: meta.format, width, height };
    case 'heif':
      if (meta.compression === 'av1') return { ext: 'avif', format: 'heif', width, height };
      throw new UnsupportedImageError('HEIC');
    default:
      throw new UnsupportedImageError(String(meta.format));
  }
}

async function reencode(bytes: Buffer, found: Probe): Promise<Buffer> {
  const image = sharp(bytes, { animated: found.format === 'gif' || found.format === 'webp' })
    .autoOrient()
    .keepIccProfile();
  switch (found.format) {
    case 'jpeg':
      return image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 88 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'heif':
      return image.avif({ quality: 70 }).toBuffer();
  }
}

/** Stores image bytes (idempotent: the same bytes give the same key and one file). */
export async function saveAssetBytes(input: Buffer | Uint8Array, options: SaveAssetOptions): Promise<StoredAsset> {
  let bytes = Buffer.isBuffer(input) ? input : Buffer.from(input);
  let found = await probe(bytes);
  if (options.stripMetadata) {
    bytes = await reencode(bytes, found);
    found = await probe(bytes);
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const storageKey = `${hash}.${found.ext}`;
  const dir = assetsDir(options.dataDir);
  const file = path.join(dir, storageKey);

  const existing = await stat(file).catch(() => null);
  if (!existing || existing.size !== bytes.length) {
    await mkdir(dir, { recursive: true });
    // Write beside it, then rename: a reader never sees a half-written file.
    const temp = path.join(dir, `.${storageKey}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(temp, bytes);
      await rename(temp, file);
    } finally {
      await rm(temp, { force: true });
    }
  }
  return { storageKey, contentType: TYPES[found.ext], width: found.width, height: found.height, byteSize: bytes.length };
}

/** Copies a local image file into the store. */
export async function copyAssetFile(filePath: string, options: SaveAssetOptions): Promise<StoredAsset> {
  return saveAssetBytes(await readFile(filePath), options);
}

export interface AssetFile {
  bytes: Buffer;
  contentType: string;
  /** A strong validator: the key is derived from the content. */
  etag: string;
}

/** Reads a stored file; null when the key is malformed or no such file exists. */
export async function readAsset(storageKey: string, options: AssetStoreOptions): Promise<AssetFile | null> {
  const file = assetFilePath(options.dataDir, storageKey);
  if (!file) return null;
  try {
    const bytes = await readFile(file);
    return { bytes, contentType: contentTypeOfKey(storageKey), etag: assetEtag(storageKey) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
    throw error;
  }
}
