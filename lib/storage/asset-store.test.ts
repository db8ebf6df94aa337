import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { assetBlobs, assets } from '../data/schema';
import { heicFixture } from '@/test/heic-fixtures';
import { openTestDatabase } from '@/test/test-database';
import {
  assetExists,
  copyAssetFile,
  deleteUnreferencedAssets,
  deleteUnusedAssets,
  isStorageKey,
  migrateAssetFiles,
  readAsset,
  saveAssetBytes,
  storedAssetKeys,
  UnsupportedImageError,
} from './asset-store';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase('asset-store-');
}, 60_000);
afterAll(() => database.close());

const png = (width: number, height: number, background = '#336699') =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

const blobCount = async (storageKey: string) =>
  (await database.db.select({ key: assetBlobs.storageKey }).from(assetBlobs).where(eq(assetBlobs.storageKey, storageKey))).length;

/** An asset row using the bytes, as an import or a post writes it. */
const useKey = (id: string, storageKey: string) => database.db.insert(assets).values({ id, storageKey });

describe('asset store', () => {
  it('stores bytes under a content-addressed key with the detected type and dimensions', async () => {
    const bytes = await png(320, 240);
    const stored = await saveAssetBytes(database.db, bytes, { measureEdge: true });
    expect(stored).toEqual({
      storageKey: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
      contentType: 'image/png',
      width: 320,
      height: 240,
      byteSize: bytes.length,
      // One flat colour to its edges (flat-edge.ts).
      backdrop: '#336699',
    });
    expect(stored.storageKey.slice(0, 32)).toBe(createHash('sha256').update(bytes).digest('hex').slice(0, 32));
    expect((await readAsset(database.db, stored.storageKey))?.bytes).toEqual(bytes);
    // The same bytes: the same key and still one row.
    expect(await saveAssetBytes(database.db, bytes, { measureEdge: true })).toEqual(stored);
    // Unasked (a visitor's photo), the edge is not measured.
    expect((await saveAssetBytes(database.db, bytes)).backdrop).toBeNull();
    expect(await blobCount(stored.storageKey)).toBe(1);
  });

  it.each([
    ['jpeg', 'jpg', 'image/jpeg'],
    ['webp', 'webp', 'image/webp'],
    ['gif', 'gif', 'image/gif'],
    ['avif', 'avif', 'image/avif'],
  ] as const)('detects %s', async (format, ext, type) => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3300' } }).toFormat(format).toBuffer();
    const stored = await saveAssetBytes(database.db, bytes);
    expect(stored.storageKey.endsWith(`.${ext}`)).toBe(true);
    expect([stored.contentType, stored.width, stored.height]).toEqual([type, 64, 48]);
    expect((await readAsset(database.db, stored.storageKey))?.contentType).toBe(type);
  });

  it('copies a local file', async () => {
    const file = path.join(database.dataDir, 'photo.jpg');
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#00aa00' } }).jpeg().toFile(file);
    const stored = await copyAssetFile(database.db, file);
    expect([stored.contentType, stored.width, stored.height]).toEqual(['image/jpeg', 200, 100]);
    expect(await assetExists(database.db, stored.storageKey)).toBe(true);
  });

  it('reports rotated JPEG dimensions as displayed, and strips metadata on request', async () => {
    const rotated = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#888888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneMakerCo' } })
      .toBuffer();
    const kept = await saveAssetBytes(database.db, rotated);
    expect([kept.width, kept.height]).toEqual([100, 300]);
    const stripped = await saveAssetBytes(database.db, rotated, { stripMetadata: true });
    const bytes = (await readAsset(database.db, stripped.storageKey))!.bytes;
    const meta = await sharp(bytes).metadata();
    // Stored without the camera's EXIF, still shown upright, the picture not re-encoded.
    expect([stripped.width, stripped.height, meta.orientation, bytes.includes('PhoneMakerCo')]).toEqual([100, 300, 6, false]);
    expect(await sharp(bytes).raw().toBuffer()).toEqual(await sharp(rotated).raw().toBuffer());
  });

  it('re-encodes another format only when it carries metadata, and then without loss (PNG)', async () => {
    const plain = await png(40, 30, '#224466');
    expect((await saveAssetBytes(database.db, plain, { stripMetadata: true })).byteSize).toBe(plain.length);
    const tagged = await sharp(plain).withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">Jane Resident</x:xmpmeta>').png().toBuffer();
    expect((await sharp(tagged).metadata()).xmp).toBeDefined();
    const stored = await saveAssetBytes(database.db, tagged, { stripMetadata: true });
    const bytes = (await readAsset(database.db, stored.storageKey))!.bytes;
    expect([(await sharp(bytes).metadata()).xmp, bytes.includes('Jane Resident')]).toEqual([undefined, false]);
    expect(await sharp(bytes).raw().toBuffer()).toEqual(await sharp(plain).raw().toBuffer());
  });

  it('stores a HEIC (an iPhone photo) as a JPEG with its colour profile and without its EXIF', async () => {
    const heic = heicFixture('red-p3-640x480.heic');
    expect(heic.includes('Exif')).toBe(true);
    for (const options of [{}, { stripMetadata: true }]) {
      const stored = await saveAssetBytes(database.db, heic, options);
      expect(stored).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 480 });
      expect(stored.storageKey).toMatch(/\.jpg$/);
      const bytes = (await readAsset(database.db, stored.storageKey))!.bytes;
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.exif, meta.icc?.equals((await sharp(heic).metadata()).icc!)]).toEqual(['jpeg', undefined, true]);
      // The red, read through the profile, is the sRGB red it was drawn as (230, 40, 40).
      const [r, g] = await sharp(bytes).extract({ left: 400, top: 240, width: 1, height: 1 }).raw().toBuffer();
      expect([r! > 224, g! < 47]).toEqual([true, true]);
    }
  });

  it.each([
    ['text', Buffer.from('hello, not an image')],
    ['a HEIC cut in half', heicFixture('red-p3-640x480.heic').subarray(0, 2500)],
    ['a HEIC whose picture is cut short', heicFixture('red-p3-640x480.heic').subarray(0, 3000)],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])('refuses %s and stores nothing', async (_name, bytes) => {
    const before = (await storedAssetKeys(database.db)).length;
    await expect(saveAssetBytes(database.db, bytes)).rejects.toBeInstanceOf(UnsupportedImageError);
    expect(await storedAssetKeys(database.db)).toHaveLength(before);
  });

  it('reads stored bytes with their type and a strong ETag', async () => {
    const stored = await saveAssetBytes(database.db, await png(10, 10));
    const asset = await readAsset(database.db, stored.storageKey);
    expect(asset?.contentType).toBe('image/png');
    expect(asset?.etag).toBe(`"${stored.storageKey.slice(0, 32)}"`);
    expect(asset?.bytes.length).toBe(stored.byteSize);
  });

  it.each([
    ['0123456789abcdef0123456789abcdef.png'], // well formed, unknown
    ['../../etc/passwd'],
    ['..%2F..%2Fetc%2Fpasswd'],
    ['0123456789ABCDEF0123456789ABCDEF.png'],
    ['0123456789abcdef0123456789abcdef.svg'],
    ['0123456789abcdef0123456789abcdef.png/..'],
    [''],
  ])('gives null for %j', async (key) => {
    expect(await readAsset(database.db, key)).toBeNull();
    expect(await assetExists(database.db, key)).toBe(false);
    expect(isStorageKey(key)).toBe(key === '0123456789abcdef0123456789abcdef.png');
  });

  it('deletes the bytes of given keys only where no asset row uses them', async () => {
    const used = await saveAssetBytes(database.db, await png(11, 11, '#010203'));
    const unused = await saveAssetBytes(database.db, await png(12, 12, '#040506'));
    await useKey('asset-store-used', used.storageKey);
    expect(await deleteUnusedAssets(database.db, [used.storageKey, unused.storageKey, unused.storageKey])).toEqual([unused.storageKey]);
    expect([await assetExists(database.db, used.storageKey), await assetExists(database.db, unused.storageKey)]).toEqual([true, false]);
    expect(await deleteUnusedAssets(database.db, [])).toEqual([]);
  });

  it('sweeps bytes nothing uses once they are older than the cut-off, and nothing else', async () => {
    const old = await saveAssetBytes(database.db, await png(13, 13, '#070809'));
    const oldUsed = await saveAssetBytes(database.db, await png(14, 14, '#0a0b0c'));
    const fresh = await saveAssetBytes(database.db, await png(15, 15, '#0d0e0f'));
    await useKey('asset-store-old-used', oldUsed.storageKey);
    await database.db
      .update(assetBlobs)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(sql`${assetBlobs.storageKey} in (${old.storageKey}, ${oldUsed.storageKey})`);
    const swept = await deleteUnreferencedAssets(database.db, new Date(Date.now() - 24 * 60 * 60_000));
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await assetExists(database.db, old.storageKey)).toBe(false);
    expect(await assetExists(database.db, oldUsed.storageKey)).toBe(true);
    expect(await assetExists(database.db, fresh.storageKey)).toBe(true);
  });

  it('moves the files of an older file store into the database, leaving what is not a stored file', async () => {
    const dir = path.join(database.dataDir, 'assets');
    mkdirSync(dir, { recursive: true });
    const bytes = await png(16, 16, '#101112');
    const key = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.png`;
    writeFileSync(path.join(dir, key), bytes);
    writeFileSync(path.join(dir, 'ffffffffffffffffffffffffffffffff.png'), bytes); // bytes that do not match its name
    expect(await migrateAssetFiles(database.db, database.dataDir)).toEqual({ moved: 1, skipped: ['ffffffffffffffffffffffffffffffff.png'] });
    expect((await readAsset(database.db, key))?.bytes).toEqual(bytes);
    expect(existsSync(path.join(dir, key))).toBe(false);
    expect(existsSync(path.join(dir, 'ffffffffffffffffffffffffffffffff.png'))).toBe(true);
    // Again: nothing more to move.
    expect(await migrateAssetFiles(database.db, database.dataDir)).toEqual({ moved: 0, skipped: ['ffffffffffffffffffffffffffffffff.png'] });
  });

  it('removes the old folder once everything in it was moved', async () => {
    const dir = path.join(database.dataDir, 'assets');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    const bytes = await png(17, 17, '#131415');
    writeFileSync(path.join(dir, `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.png`), bytes);
    expect((await migrateAssetFiles(database.db, database.dataDir)).moved).toBe(1);
    expect(existsSync(dir)).toBe(false);
  });
});
