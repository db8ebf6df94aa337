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

type AssetExists = (storageKey: string) => Promise<boolean>;
const ASSET_EXISTS = Symbol.for('site.assetExists');
const bridge = globalThis as typeof globalThis & { [ASSET_EXISTS]?: AssetExists };

/**
 * The HTTP server in front of Next (server/main.mts) asks the asset store whether an asset still
 * exists, but cannot import the database code, which lives in Next's server bundle. The server's
 * start (lib/server-start.ts) hands it the question through the process's global object.
 */
export function provideAssetExists(assetExists: AssetExists): void {
  bridge[ASSET_EXISTS] = assetExists;
}

/**
 * Asks the asset store (see provideAssetExists). A request that comes before the server's start
 * has provided it (the development server starts Next lazily) waits for it, up to `waitMs`, then
 * fails (the HTTP server answers 503).
 */
export async function assetExistsInStore(storageKey: string, waitMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (!bridge[ASSET_EXISTS]) {
    if (Date.now() >= deadline) throw new Error('the asset store is not ready (lib/server-start.ts has not run)');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return bridge[ASSET_EXISTS](storageKey);
}
