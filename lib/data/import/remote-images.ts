import 'server-only';
import { parseImageReference } from '../../domain/asset-reference';
import type { Db } from '../db';
import { saveAssetBytes, type StoredAsset } from '../../storage/asset-store';
import { eachLimited } from './each-limited';
import type { ImageValue } from './image-values';

/**
 * Copies the pictures a listing file names by a web address or a cloud-drive link into the asset
 * store (docs/import-format.md, "Pictures"). The system the site replaces serves them today and
 * stops when it is switched off; meanwhile a phone would load each original, often several
 * megabytes, since the site cannot resize what it does not hold. A picture that cannot be fetched
 * as an image stays a link, as before, and is reported: the import goes on.
 */
export interface RemoteImageOptions {
  db: Db;
  /** Per picture, the whole answer included. */
  timeoutMs?: number;
  /** A larger answer is not read to its end. */
  maxBytes?: number;
  concurrency?: number;
}

export interface RemoteImageCopies {
  /** The picture's address (a drive link's file address) → the stored copy. */
  copied: Map<string, StoredAsset>;
  /** One line per field left a link: `properties[0].photos[2]: https://…: HTTP 404`. */
  notCopied: string[];
}

export const REMOTE_IMAGE_TIMEOUT_MS = 30_000;
/** A phone photo is 3–6 MB; a scan or a panorama may be larger. */
export const REMOTE_IMAGE_MAX_BYTES = 40 * 1024 * 1024;

/** Why a fetch failed, in words for the person running the import. */
function reasonOf(error: unknown, timeoutMs: number): string {
  const err = error as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError') return `no complete answer within ${Math.round(timeoutMs / 1000)} s`;
  if (err.cause?.code) return `cannot connect (${err.cause.code})`;
  if (err.cause?.message) return `cannot fetch (${err.cause.message})`;
  return err.message.split('\n')[0] ?? 'failed';
}

async function fetchBytes(url: string, timeoutMs: number, maxBytes: number): Promise<Buffer> {
  const response = await fetch(url, {
    redirect: 'follow',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (/^text\//i.test(type)) {
    await response.body.cancel();
    throw new Error(`the answer is a page (${type.split(';')[0]}), not a picture`);
  }
  const tooLarge = () => new Error(`larger than ${Number((maxBytes / 1024 / 1024).toPrecision(2))} MB`);
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

export async function copyRemoteImages(values: ImageValue[], options: RemoteImageOptions): Promise<RemoteImageCopies> {
  const { db, timeoutMs = REMOTE_IMAGE_TIMEOUT_MS, maxBytes = REMOTE_IMAGE_MAX_BYTES, concurrency = 4 } = options;
  const fields = new Map<string, ImageValue[]>();
  for (const item of values) {
    const ref = parseImageReference(item.value);
    if (ref.kind === 'url' || ref.kind === 'drive') fields.set(ref.url, [...(fields.get(ref.url) ?? []), item]);
  }
  const copied = new Map<string, StoredAsset>();
  const failures = new Map<string, string>();
  await eachLimited([...fields.keys()], concurrency, async (url) => {
    try {
      copied.set(url, await saveAssetBytes(db, await fetchBytes(url, timeoutMs, maxBytes), { stripMetadata: true, measureEdge: true }));
    } catch (error) {
      failures.set(url, reasonOf(error, timeoutMs));
    }
  });
  // In the file's order, whatever order the answers came in.
  const notCopied = [...fields].flatMap(([url, items]) => (failures.has(url) ? items.map((item) => `${item.path}: ${item.value}: ${failures.get(url)}`) : []));
  return { copied, notCopied };
}
