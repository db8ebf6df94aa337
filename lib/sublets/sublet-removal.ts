import 'server-only';
import { rm } from 'node:fs/promises';
import type { Db } from '../data/db';
import { deleteSubletByAssetKey, deleteSubletById, type DeletedSublet } from '../data/sublet-changes';
import { log } from '../log';
import { assetFilePath } from '../storage/asset-store';
import { deleteOptimizedImagesOf, optimizedImagesDir } from '../storage/optimized-images';

/**
 * The one way a sublet is deleted, whoever asks (its poster with the asset key, a moderator's
 * Reject or Take down, the retention job): its row, photo rows and asset rows in one transaction,
 * the board's cache expired, then its photo files and every cached `/_next/image` copy of them.
 * Files shared with another asset row (the same bytes posted twice) stay. A file that cannot be
 * removed is logged; its `/_next/image` copies already answer 404 once the file is gone, and the
 * row (with the poster's name and e-mail) is gone either way.
 */
export interface SubletRemovalOptions {
  dataDir: string;
  /** The optimized-image cache; default optimizedImagesDir(). */
  imagesDir?: string;
  /** Expires the cached board (lib/sublets/revalidate.ts); tests and the job pass their own. */
  revalidate: () => void;
}

export type SubletRef = { id: string } | { assetKey: string };

export async function removeSublet(db: Db, ref: SubletRef, options: SubletRemovalOptions): Promise<DeletedSublet | null> {
  const deleted = 'assetKey' in ref ? await deleteSubletByAssetKey(db, ref.assetKey) : await deleteSubletById(db, ref.id);
  if (!deleted) return null;
  options.revalidate();
  await removeAssetFiles(deleted.unusedStorageKeys, options);
  return deleted;
}

/** Removes stored files and their cached copies; never throws (failures are logged). */
export async function removeAssetFiles(storageKeys: readonly string[], options: Pick<SubletRemovalOptions, 'dataDir' | 'imagesDir'>): Promise<void> {
  for (const key of storageKeys) {
    const file = assetFilePath(options.dataDir, key);
    if (file) await rm(file, { force: true }).catch((error: unknown) => log.error('sublet.delete.file_failed', error));
  }
  await deleteOptimizedImagesOf(storageKeys, options.imagesDir ?? optimizedImagesDir()).catch((error: unknown) =>
    log.error('sublet.delete.image_copies_failed', error),
  );
}
