import 'server-only';
import type { Db } from '../data/db';
import { deleteSubletByAssetKey, deleteSubletById, type DeletedSublet } from '../data/sublet-changes';
import { log } from '../log';
import type { OutboxMail } from '../mail/outbox';
import { deleteOptimizedImagesOf, optimizedImagesDir } from '../storage/optimized-images';
import type { NoticedSublet } from './poster-notice-mail';

/**
 * The one way a sublet is deleted, whoever asks (its poster with the asset key, a moderator's
 * Reject or Take down, the retention job): its row, photo rows, asset rows and their stored bytes
 * in one transaction (bytes shared with another asset row, the same photo posted twice, stay),
 * the board's cache expired, then every cached `/_next/image` copy of its photos on this
 * instance. Other instances refuse their copies at once (the HTTP server asks the store first,
 * server/site-server.ts) and delete them in their next sweep (lib/sublets/retention-job.ts).
 *
 * Each removal is logged (`sublet.removed`, with the sublet's id and the cause, at every LOG_LEVEL
 * but silent): after a backup is restored, those lines are what removes again what was removed
 * since the backup was made (lib/privacy/removal-replay.ts).
 */
export type RemovalCause = 'deleted' | 'rejected' | 'taken-down' | 'expired' | 'erased' | 'replayed';

export interface SubletRemovalOptions {
  /** Who asked: its poster (deleted), a moderator (rejected, taken-down), the retention job, staff erasing a person's data, a replay. */
  cause: RemovalCause;
  /** The optimized-image cache; default optimizedImagesDir(). */
  imagesDir?: string;
  /** Expires the cached board (lib/sublets/revalidate.ts); tests and the job pass their own. */
  revalidate: () => void;
  /** A mail to the poster, stored with the deletion (a moderator's or the retention job's; by id only). */
  notice?: (sublet: NoticedSublet) => OutboxMail | null;
}

export type SubletRef = { id: string } | { assetKey: string };

export async function removeSublet(db: Db, ref: SubletRef, options: SubletRemovalOptions): Promise<DeletedSublet | null> {
  const deleted = 'assetKey' in ref ? await deleteSubletByAssetKey(db, ref.assetKey) : await deleteSubletById(db, ref.id, options.notice);
  if (!deleted) return null;
  log.record('sublet.removed', { id: deleted.id, cause: options.cause, photos: deleted.removedStorageKeys.length });
  options.revalidate();
  await deleteOptimizedImagesOf(deleted.removedStorageKeys, options.imagesDir ?? optimizedImagesDir()).catch((error: unknown) =>
    log.error('sublet.delete.image_copies_failed', error),
  );
  return deleted;
}
