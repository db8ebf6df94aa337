import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assetOfOptimizedImageRequest, deleteOptimizedImagesOf, deleteOrphanedOptimizedImages, optimizedImageSourceExists, optimizedImagesDir, upstreamEtagOfAsset } from './optimized-images';

const KEY = `${'a'.repeat(32)}.webp`;
const OTHER = `${'b'.repeat(32)}.jpg`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'optimized-images-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A cached copy as cache-handler.cjs writes it. */
function copy(cacheKey: string, upstreamEtag: string) {
  writeFileSync(path.join(dir, `${cacheKey}.json`), JSON.stringify({ etag: 'x', upstreamEtag, extension: 'avif', lastModified: 1 }));
  writeFileSync(path.join(dir, `${cacheKey}.bin`), 'bytes');
}

describe('the copies of an asset are found by the ETag of their source', () => {
  it('is the base64url of the ETag /assets answers with', () => {
    expect(Buffer.from(upstreamEtagOfAsset(KEY), 'base64url').toString()).toBe(`"${'a'.repeat(32)}"`);
  });

  it('deletes every copy of the given assets, meta and body, and nothing else', async () => {
    copy('k640avif', upstreamEtagOfAsset(KEY));
    copy('k1080webp', upstreamEtagOfAsset(KEY));
    copy('kQueryString', upstreamEtagOfAsset(KEY));
    copy('kOther', upstreamEtagOfAsset(OTHER));
    writeFileSync(path.join(dir, 'broken.json'), '{not json');
    writeFileSync(path.join(dir, '.k.json.123.tmp'), 'half');
    expect(await deleteOptimizedImagesOf([KEY], dir)).toBe(3);
    expect(readdirSync(dir).sort()).toEqual(['.k.json.123.tmp', 'broken.json', 'kOther.bin', 'kOther.json']);
  });

  it('deletes the copies of assets no longer in the store, and keeps those of stored assets and other sources', async () => {
    const cache = path.join(dir, 'cache');
    mkdirSync(cache);
    const write = (name: string, upstreamEtag: string) => {
      writeFileSync(path.join(cache, `${name}.json`), JSON.stringify({ upstreamEtag }));
      writeFileSync(path.join(cache, `${name}.bin`), 'x');
    };
    write('stored', upstreamEtagOfAsset(KEY));
    write('gone', upstreamEtagOfAsset(OTHER));
    write('public', Buffer.from('W/"1a2b-18c"').toString('base64url'));
    write('hashed', 'x9Zq3-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_');
    expect(await deleteOrphanedOptimizedImages([KEY], cache)).toBe(1);
    expect(readdirSync(cache).sort()).toEqual(['hashed.bin', 'hashed.json', 'public.bin', 'public.json', 'stored.bin', 'stored.json']);
  });

  it('treats a missing directory as an empty cache', async () => {
    expect(await deleteOptimizedImagesOf([KEY], path.join(dir, 'none'))).toBe(0);
    expect(await deleteOptimizedImagesOf([], path.join(dir, 'none'))).toBe(0);
  });

  it('is OPTIMIZED_IMAGES_DIR, else under .next', () => {
    expect(optimizedImagesDir({ OPTIMIZED_IMAGES_DIR: '/srv/x' })).toBe('/srv/x');
    expect(optimizedImagesDir({})).toBe(path.resolve('.next/cache/optimized-images'));
  });
});

describe('an /_next/image request names an asset', () => {
  it.each<[string, string, string | null | undefined]>([
    ['an asset', `/_next/image?url=%2Fassets%2F${KEY}&w=640&q=75`, KEY],
    ['an asset, request in absolute form', `http://127.0.0.1:3000/_next/image?url=%2Fassets%2F${KEY}&w=640&q=75`, KEY],
    ['an asset, url not encoded', `/_next/image?url=/assets/${KEY}&w=640&q=75`, KEY],
    ['an asset with a query string', `/_next/image?url=%2Fassets%2F${KEY}%3Fv%3D2&w=640&q=75`, KEY],
    ['an asset spelled with escapes', `/_next/image?url=%2F%2561ssets%2F${KEY}&w=640&q=75`, KEY],
    ['an asset through dot segments', `/_next/image?url=%2Fimages%2F..%2Fassets%2F${KEY}&w=640&q=75`, KEY],
    ['no possible key under /assets', '/_next/image?url=%2Fassets%2F..%252F..%252Fetc&w=640&q=75', null],
    ['a malformed key', '/_next/image?url=%2Fassets%2Fnot-a-key.png&w=640&q=75', null],
    ['a public image', '/_next/image?url=%2Fimages%2Fdefault-image.jpg&w=640&q=75', undefined],
    ['a remote image (Next refuses it)', '/_next/image?url=https%3A%2F%2Fexample.com%2Fa.jpg&w=640&q=75', undefined],
    ['two urls (Next refuses them)', `/_next/image?url=%2Fassets%2F${KEY}&url=%2Fassets%2F${OTHER}&w=640&q=75`, undefined],
    ['another path', `/assets/${KEY}`, undefined],
  ])('%s', (_case, requestUrl, expected) => {
    expect(assetOfOptimizedImageRequest(requestUrl)).toBe(expected);
  });

  it('may go to Next only while the store holds its asset', async () => {
    const asked: string[] = [];
    const stored = async (key: string) => {
      asked.push(key);
      return key === KEY;
    };
    expect(await optimizedImageSourceExists(`/_next/image?url=%2Fassets%2F${KEY}&w=640&q=75`, stored)).toBe(true);
    expect(await optimizedImageSourceExists(`/_next/image?url=%2Fassets%2F${OTHER}&w=640&q=75`, stored)).toBe(false);
    expect(await optimizedImageSourceExists('/_next/image?url=%2Fassets%2Fnope&w=640&q=75', stored)).toBe(false);
    expect(await optimizedImageSourceExists('/_next/image?url=%2Fimages%2Fdefault-image.jpg&w=640&q=75', stored)).toBe(true);
    // Only well-formed keys of assets reach the store.
    expect(asked).toEqual([KEY, OTHER]);
  });
});
