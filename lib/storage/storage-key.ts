import path from 'node:path';

/**
 * The shape of an asset store key (lib/storage/asset-store.ts): 32 hex digits (128 bits of
 * SHA-256 of the file) and an extension the store writes. Nothing else, so a key is never a path.
 * Kept apart from the store (no sharp, no server-only) for the HTTP server in front of Next.
 */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}\.(?:jpg|png|webp|gif|avif)$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

/** $DATA_DIR: the DATA_DIR variable, or `.data`, resolved against the working directory. */
export function dataDirFromEnv(env: Readonly<Record<string, string | undefined>>): string {
  const value = env.DATA_DIR?.trim();
  return path.resolve(value ? value : '.data');
}

/** The ETag /assets/{key} is served with: a strong validator, the key being derived from the content. */
export function assetEtag(storageKey: string): string {
  return `"${storageKey.slice(0, 32)}"`;
}
