import 'server-only';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { flatEdgeColour } from './flat-edge';
import { heicImage } from './heic';
import { withoutJpegMetadata } from './jpeg-metadata';
import type { Db } from '../data/db';
import { assetBlobs, assets } from '../data/schema';
import { assetEtag, isStorageKey } from './storage-key';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The asset store: content-addressed image bytes in the database (table asset_blobs), so every
 * server instance serves every photo and a backup of the database holds the photos too. A
 * storage key is a SHA-256 prefix of the bytes plus the extension of their detected type, so
 * stored bytes never change and are served with an immutable cache header at /assets/{key}.
 */
export interface StoredAsset {
  storageKey: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
  /** The picture's flat edge colour (with `measureEdge`), else null: the asset row's `backdrop`. */
  backdrop: string | null;
}

export interface SaveAssetOptions {
  /**
   * Drop what the picture says about where, when and with what it was taken (EXIF with GPS, XMP,
   * IPTC, comments), keeping its orientation and colour profile: a JPEG without re-encoding
   * (jpeg-metadata.ts), another format re-encoded in its own format when it carries any (PNG
   * losslessly). The import uses it; a stripped file is stored as it is.
   */
  stripMetadata?: boolean;
  /**
   * Measure the picture's flat edge colour (flat-edge.ts, ~5–20 ms): the import keeps it in the
   * asset row so that a drawing is shown whole; a visitor's photos are not measured.
   */
  measureEdge?: boolean;
}

/** The image is not one the site takes (JPEG, PNG, WebP, GIF, AVIF or HEIC), or not an image. */
export class UnsupportedImageError extends Error {
  constructor(detail: string) {
    super(`not a supported image (JPEG, PNG, WebP, GIF, AVIF or HEIC): ${detail}`);
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

interface Probe {
  /** The extension the bytes are stored with: a HEIC is stored as a JPEG (saveAssetBytes). */
  ext: Extension;
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'heif' | 'heic';
  width: number;
  height: number;
  /** EXIF, XMP, IPTC or text comments present. */
  metadata: boolean;
}

/**
 * The type the bytes are stored as and their dimensions, read from the header without decoding;
 * `heic` when they must be decoded with heicImage. Throws UnsupportedImageError for anything else.
 */
export async function inspectImage(bytes: Buffer): Promise<{ contentType: string; width: number; height: number; heic: boolean }> {
  const found = await probe(bytes);
  return { contentType: TYPES[found.ext], width: found.width, height: found.height, heic: found.format === 'heic' };
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
  const metadata = Boolean(meta.exif || meta.xmp || meta.iptc || meta.comments?.length);
  switch (meta.format) {
    case 'jpeg':
      return { ext: 'jpg', format: 'jpeg', width, height, metadata };
    case 'png':
    case 'webp':
    case 'gif':
      return { ext: meta.format, format: meta.format, width, height, metadata };
    case 'heif':
      if (meta.compression === 'av1') return { ext: 'avif', format: 'heif', width, height, metadata };
      if (meta.compression === 'hevc') return { ext: 'jpg', format: 'heic', width, height, metadata };
      throw new UnsupportedImageError(`HEIF compressed with ${String(meta.compression)}`);
    default:
      throw new UnsupportedImageError(String(meta.format));
  }
}

async function reencode(bytes: Buffer, found: Probe): Promise<Buffer> {
  // Decoded pixels carry nothing but the colour profile (heic.ts).
  if (found.format === 'heic') return (await heicImage(bytes)).jpeg({ quality: 88, mozjpeg: true }).keepIccProfile().toBuffer();
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

async function withoutMetadata(bytes: Buffer, found: Probe): Promise<Buffer> {
  if (found.format === 'heic') return reencode(bytes, found);
  if (found.format === 'jpeg') return withoutJpegMetadata(bytes) ?? reencode(bytes, found);
  return found.metadata ? reencode(bytes, found) : bytes;
}

/** Stores image bytes (idempotent: the same bytes give the same key and one row). */
export async function saveAssetBytes(db: Db, input: Buffer | Uint8Array, options: SaveAssetOptions = {}): Promise<StoredAsset> {
  let bytes = Buffer.isBuffer(input) ? input : Buffer.from(input);
  let found = await probe(bytes);
  // Only Safari shows a HEIC, and the image optimizer cannot read one: it is stored as a JPEG.
  if (options.stripMetadata || found.format === 'heic') {
    const stripped = await withoutMetadata(bytes, found);
    if (!stripped.equals(bytes)) {
      bytes = stripped;
      found = await probe(bytes);
    }
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const storageKey = `${hash}.${found.ext}`;
  const contentType = TYPES[found.ext];
  await db.insert(assetBlobs).values({ storageKey, contentType, byteSize: bytes.length, bytes }).onConflictDoNothing();
  const backdrop = options.measureEdge ? await flatEdgeColour(bytes) : null;
  return { storageKey, contentType, width: found.width, height: found.height, byteSize: bytes.length, backdrop };
}

/** Copies a local image file into the store. */
export async function copyAssetFile(db: Db, filePath: string, options: SaveAssetOptions = {}): Promise<StoredAsset> {
  return saveAssetBytes(db, await readFile(filePath), options);
}

export interface AssetFile {
  bytes: Buffer;
  contentType: string;
  /** A strong validator: the key is derived from the content. */
  etag: string;
}

/** Reads stored bytes; null when the key is malformed or nothing is stored under it. */
export async function readAsset(db: Db, storageKey: string): Promise<AssetFile | null> {
  if (!isStorageKey(storageKey)) return null;
  const [row] = await db
    .select({ bytes: assetBlobs.bytes, contentType: assetBlobs.contentType })
    .from(assetBlobs)
    .where(eq(assetBlobs.storageKey, storageKey));
  return row ? { bytes: row.bytes, contentType: row.contentType, etag: assetEtag(storageKey) } : null;
}

/** Whether bytes are stored under the key (the HTTP server asks before serving a resized copy). */
export async function assetExists(db: Db, storageKey: string): Promise<boolean> {
  if (!isStorageKey(storageKey)) return false;
  const rows = await db.select({ key: assetBlobs.storageKey }).from(assetBlobs).where(eq(assetBlobs.storageKey, storageKey));
  return rows.length > 0;
}

/** Every stored key (the sweep of resized copies keeps those of stored assets only). */
export async function storedAssetKeys(db: Db): Promise<string[]> {
  return (await db.select({ key: assetBlobs.storageKey }).from(assetBlobs)).map((row) => row.key);
}

/**
 * Deletes the stored bytes of these keys that no asset row uses; returns the deleted keys. One
 * statement, so bytes another row started to use meanwhile stay. Pass a transaction to delete
 * them with the rows that used them.
 */
export async function deleteUnusedAssets(db: Db | Tx, storageKeys: readonly string[]): Promise<string[]> {
  if (storageKeys.length === 0) return [];
  const deleted = await db
    .delete(assetBlobs)
    .where(and(inArray(assetBlobs.storageKey, [...new Set(storageKeys)]), notExists(usedBy())))
    .returning({ key: assetBlobs.storageKey });
  return deleted.map((row) => row.key);
}

/**
 * Deletes stored bytes no asset row uses that were stored before `before`: those of an import
 * that failed after storing its images, of images a later import replaced, of a post whose
 * transaction did not commit. The age keeps the bytes of an import or post still in progress.
 */
export async function deleteUnreferencedAssets(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(assetBlobs)
    .where(and(lt(assetBlobs.createdAt, before), notExists(usedBy())))
    .returning({ key: assetBlobs.storageKey });
  return deleted.length;
}

function usedBy() {
  return sql`(select 1 from ${assets} where ${assets.storageKey} = ${assetBlobs.storageKey})`;
}

/**
 * Moves the files of an older asset store (`$DATA_DIR/assets/{key}`, before the bytes moved into
 * the database) into it, removing each file once its bytes are stored, then the empty folder. Runs
 * at start; a file whose name is not a key, or whose bytes do not hash to it, is left alone.
 */
export async function migrateAssetFiles(db: Db, dataDir: string): Promise<{ moved: number; skipped: string[] }> {
  const dir = path.join(dataDir, 'assets');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return { moved: 0, skipped: [] };
  }
  let moved = 0;
  const skipped: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const bytes = isStorageKey(name) ? await readFile(file).catch(() => null) : null;
    const hash = bytes && createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    if (!bytes || hash !== name.slice(0, 32)) {
      skipped.push(name);
      continue;
    }
    await db
      .insert(assetBlobs)
      .values({ storageKey: name, contentType: contentTypeOfKey(name), byteSize: bytes.length, bytes })
      .onConflictDoNothing();
    await rm(file, { force: true });
    moved += 1;
  }
  if (skipped.length === 0) await rm(dir, { recursive: true, force: true });
  return { moved, skipped };
}
