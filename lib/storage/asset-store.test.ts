import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  assetFilePath,
  copyAssetFile,
  isStorageKey,
  readAsset,
  saveAssetBytes,
  UnsupportedImageError,
} from './asset-store';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-assets-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();

describe('asset store', () => {
  it('stores bytes under a content-addressed key with the detected type and dimensions', async () => {
    const bytes = await png(320, 240);
    const stored = await saveAssetBytes(bytes, { dataDir });
    expect(stored).toEqual({ storageKey: expect.stringMatching(/^[0-9a-f]{32}\.png$/), contentType: 'image/png', width: 320, height: 240, byteSize: bytes.length });
    expect(readFileSync(path.join(dataDir, 'assets', stored.storageKey))).toEqual(bytes);
    // The same bytes: the same key and still one file.
    expect(await saveAssetBytes(bytes, { dataDir })).toEqual(stored);
    expect(readdirSync(path.join(dataDir, 'assets')).filter((f) => f.startsWith(stored.storageKey.slice(0, 8)))).toHaveLength(1);
  });

  it.each([
    ['jpeg', 'jpg', 'image/jpeg'],
    ['webp', 'webp', 'image/webp'],
    ['gif', 'gif', 'image/gif'],
    ['avif', 'avif', 'image/avif'],
  ] as const)('detects %s', async (format, ext, type) => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3300' } }).toFormat(format).toBuffer();
    const stored = await saveAssetBytes(bytes, { dataDir });
    expect(stored.storageKey.endsWith(`.${ext}`)).toBe(true);
    expect([stored.contentType, stored.width, stored.height]).toEqual([type, 64, 48]);
  });

  it('copies a local file', async () => {
    const file = path.join(dataDir, 'photo.jpg');
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#00aa00' } }).jpeg().toFile(file);
    const stored = await copyAssetFile(file, { dataDir });
    expect([stored.contentType, stored.width, stored.height]).toEqual(['image/jpeg', 200, 100]);
    expect(existsSync(path.join(dataDir, 'assets', stored.storageKey))).toBe(true);
  });

  it('reports rotated JPEG dimensions as displayed, and strips metadata on request', async () => {
    const rotated = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#888888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const kept = await saveAssetBytes(rotated, { dataDir });
    expect([kept.width, kept.height]).toEqual([100, 300]);
    const stripped = await saveAssetBytes(rotated, { dataDir, stripMetadata: true });
    const meta = await sharp(readFileSync(path.join(dataDir, 'assets', stripped.storageKey))).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([100, 300, undefined, undefined]);
  });

  it.each([
    ['text', Buffer.from('hello, not an image')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])('refuses %s', async (_name, bytes) => {
    await expect(saveAssetBytes(bytes, { dataDir })).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('reads a stored file with its type and a strong ETag', async () => {
    const stored = await saveAssetBytes(await png(10, 10), { dataDir });
    const asset = await readAsset(stored.storageKey, { dataDir });
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
    expect(await readAsset(key, { dataDir })).toBeNull();
  });

  it('never maps a malformed key to a path', () => {
    writeFileSync(path.join(dataDir, 'secret.png'), 'x');
    expect(assetFilePath(dataDir, '../secret.png')).toBeNull();
    expect(isStorageKey('../secret.png')).toBe(false);
  });
});
