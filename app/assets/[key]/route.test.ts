import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { resetConfigForTests } from '@/lib/config';
import { closeDatabase, getDb } from '@/lib/data/client';
import { saveAssetBytes } from '@/lib/storage/asset-store';
import { GET } from './route';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-asset-route-'));
const previous = process.env.DATA_DIR;

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  resetConfigForTests();
});
afterAll(async () => {
  await closeDatabase();
  process.env.DATA_DIR = previous;
  resetConfigForTests();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (key: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/assets/${encodeURIComponent(key)}`, { headers }), { params: Promise.resolve({ key }) });

describe('GET /assets/{storageKey}', () => {
  it('serves stored bytes with its type, ETag and an immutable cache header', async () => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).webp().toBuffer();
    const { storageKey } = await saveAssetBytes(await getDb(), bytes);
    const response = await get(storageKey);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe(`"${storageKey.slice(0, 32)}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    const again = await get(storageKey, { 'if-none-match': response.headers.get('etag')! });
    expect(again.status).toBe(304);
  }, 60_000);

  it.each([
    ['an unknown key', 'ffffffffffffffffffffffffffffffff.jpg'],
    ['a traversal', '../../../etc/passwd'],
    ['a traversal to a png', '../secret.png'],
    ['an uppercase key', 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF.jpg'],
    ['a non-image extension', 'ffffffffffffffffffffffffffffffff.html'],
  ])('answers 404 for %s', async (_name, key) => {
    writeFileSync(path.join(dataDir, 'secret.png'), 'secret');
    const response = await get(key);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });
});
