import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { assetEtag, isStorageKey } from './storage-key';

/**
 * The optimized-image cache (`/_next/image` answers: resized, re-encoded copies of an asset) seen
 * from our side: where its files are, which of them were made from a given asset, and whether the
 * source of an `/_next/image` request still exists. docs/data-retention.md says why: a deleted
 * photo must not stay public through its copies.
 *
 * cache-handler.cjs writes each copy as `{cacheKey}.json` (meta) and `{cacheKey}.bin` (bytes).
 * The cache key is a hash that cannot be traced back to the source, but the meta holds the
 * source's validator as Next records it: `upstreamEtag`, the base64url of the ETag the source
 * answered with. Our /assets route answers with the asset's ETag (storage-key.ts), so every copy
 * of an asset, at any width, quality, format or query string, carries the same `upstreamEtag`.
 */

/** The directory of the cache (OPTIMIZED_IMAGES_DIR, set by server/main.mts; else under ./.next). */
export function optimizedImagesDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const dir = env.OPTIMIZED_IMAGES_DIR?.trim();
  return dir ? path.resolve(dir) : path.resolve('.next', 'cache', 'optimized-images');
}

/** `upstreamEtag` of the copies made from an asset. */
export function upstreamEtagOfAsset(storageKey: string): string {
  return Buffer.from(assetEtag(storageKey)).toString('base64url');
}

/**
 * Deletes every cached copy made from these assets; returns how many copies went. A missing
 * directory is an empty cache. Unreadable metas are left alone (not ours to judge).
 */
export async function deleteOptimizedImagesOf(storageKeys: readonly string[], dir: string = optimizedImagesDir()): Promise<number> {
  if (storageKeys.length === 0) return 0;
  const wanted = new Set(storageKeys.map(upstreamEtagOfAsset));
  return deleteCopiesWhere((upstreamEtag) => wanted.has(upstreamEtag), dir);
}

/** The 32 hex digits of the asset a copy was made from, or null when its source was not an asset. */
function assetHashOfUpstreamEtag(upstreamEtag: string): string | null {
  const etag = Buffer.from(upstreamEtag, 'base64url').toString('latin1');
  return /^"([0-9a-f]{32})"$/.exec(etag)?.[1] ?? null;
}

/**
 * Deletes the cached copies of assets no longer in the store (`storedKeys`: every key it holds):
 * the copies this instance made of a photo another instance deleted, or any left by a deletion
 * that stopped half-way. Copies of other sources (public images) are kept.
 */
export async function deleteOrphanedOptimizedImages(storedKeys: readonly string[], dir: string = optimizedImagesDir()): Promise<number> {
  const hashes = new Set(storedKeys.filter(isStorageKey).map((key) => key.slice(0, 32)));
  return deleteCopiesWhere((upstreamEtag) => {
    const hash = assetHashOfUpstreamEtag(upstreamEtag);
    return hash !== null && !hashes.has(hash);
  }, dir);
}

async function deleteCopiesWhere(matches: (upstreamEtag: string) => boolean, dir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith('.json') || name.startsWith('.')) continue;
    const meta = path.join(dir, name);
    let upstreamEtag: unknown;
    try {
      upstreamEtag = (JSON.parse(await readFile(meta, 'utf8')) as { upstreamEtag?: unknown }).upstreamEtag;
    } catch {
      continue; // removed meanwhile, or half-written
    }
    if (typeof upstreamEtag !== 'string' || !matches(upstreamEtag)) continue;
    // Meta first: without it the cache sees a miss, whatever happens to the body.
    await rm(meta, { force: true });
    await rm(`${meta.slice(0, -'.json'.length)}.bin`, { force: true });
    deleted += 1;
  }
  return deleted;
}

const ASSETS_PREFIX = '/assets/';

/**
 * For a request to `/_next/image`: the storage key its `url` names under /assets/, `null` when
 * the url is under /assets/ but names no possible key; `undefined` when the request is not an
 * image optimization of an asset (another path, another source, or a url Next refuses itself).
 */
export function assetOfOptimizedImageRequest(requestUrl: string): string | null | undefined {
  let request: URL;
  try {
    request = new URL(requestUrl, 'http://site.invalid');
  } catch {
    return undefined;
  }
  if (request.pathname !== '/_next/image') return undefined;
  const sources = request.searchParams.getAll('url');
  const [source] = sources;
  if (sources.length !== 1 || !source || !source.startsWith('/') || source.startsWith('//')) return undefined;
  let pathname: string;
  try {
    // Resolved as Next resolves it (dot segments), then decoded: /%61ssets/… is /assets/… too.
    pathname = decodeURIComponent(new URL(source, 'http://site.invalid').pathname);
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(ASSETS_PREFIX)) return undefined;
  const key = pathname.slice(ASSETS_PREFIX.length);
  return isStorageKey(key) ? key : null;
}

/**
 * Whether an `/_next/image` request may go to Next: false when it names an asset the store no
 * longer holds (deleted with its sublet, on any instance). Next would otherwise answer from its
 * cache of copies, which does not look at the source again until the copy is a day old.
 */
export async function optimizedImageSourceExists(requestUrl: string, assetExists: (storageKey: string) => Promise<boolean>): Promise<boolean> {
  const key = assetOfOptimizedImageRequest(requestUrl);
  if (key === undefined) return true;
  if (key === null) return false;
  return assetExists(key);
}
