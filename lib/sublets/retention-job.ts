import 'server-only';
import type { Db } from '../data/db';
import { subletsDueForRemoval } from '../data/sublet-changes';
import { storeApprovalReminders, storeEndedNotices, storeEndingNotices, type WaitingSublet } from '../data/sublet-notices';
import { subletApprovalPath } from '../domain/routes';
import { log } from '../log';
import { kickMailDelivery } from '../mail/delivery-service';
import type { OutboxMail } from '../mail/outbox';
import { deleteUnreferencedAssets, storedAssetKeys } from '../storage/asset-store';
import { deleteOrphanedOptimizedImages } from '../storage/optimized-images';
import { signApprovalToken } from './approval-token';
import { posterNoticeMail, type NoticedSublet, type NoticeSite } from './poster-notice-mail';
import { moderatorMail } from './sublet-mail';
import { removeSublet } from './sublet-removal';

/**
 * The retention job (docs/data-retention.md): deletes the sublets the retention rules say are due
 * (lib/domain/sublet-retention.ts: expired ones 30 days after expiry, unapproved ones 30 days
 * after posting) through the one deletion path, photos and cached copies included, and stores the
 * mails that time brings: a listing's end to its poster, a waiting sublet to the moderators.
 *
 * The board needs no revalidation: a sublet due for removal is not listed, and the cached board
 * drops expired listings whenever it is read.
 */
/** How long stored bytes nothing uses are kept: longer than any import or post takes. */
export const UNREFERENCED_ASSET_GRACE_MS = 24 * 60 * 60_000;

export interface RetentionRunOptions {
  getDb: () => Promise<Db>;
  /** The optimized-image cache (default optimizedImagesDir()). */
  imagesDir?: string;
  now?: () => Date;
  /** Sublets per query; a run goes on until none is due. */
  batchSize?: number;
  shouldStop?: () => boolean;
  /**
   * What the job's mails need: with it, a poster is mailed when their listing's 30 days end and
   * when it is deleted never approved, and the moderators are reminded of sublets waiting for
   * approval, with a fresh link signed with `appSecret` (docs/product.md).
   */
  mail?: NoticeSite & { appSecret: string };
  /** Sends stored mail at once (default kickMailDelivery). */
  kickDelivery?: () => Promise<void>;
}

/** The moderators' reminder of a sublet waiting for approval, with a link of today. */
function approvalReminderMail(sublet: WaitingSublet, site: NoticeSite & { appSecret: string }, now: Date): OutboxMail {
  const approvalUrl = `${site.siteUrl}${subletApprovalPath(signApprovalToken(sublet.id, site.appSecret, now))}`;
  const mail = moderatorMail(sublet.fields, { approvalUrl, photoCount: sublet.photoCount, receivedAt: sublet.createdDate, remindedAt: now });
  return { kind: 'sublet-approval-reminder', to: [site.inquiriesEmail], replyTo: sublet.fields.email, ...mail, subletId: sublet.id };
}

/**
 * One run: every due sublet removed, the timed mails stored (with `mail`), then stored bytes
 * nothing uses and the cached copies of photos no longer stored; returns the removed ids. A sublet
 * that fails is logged and left for the next run.
 */
export async function runSubletRetention(options: RetentionRunOptions): Promise<string[]> {
  const db = await options.getDb();
  const now = (options.now ?? (() => new Date()))();
  const batchSize = options.batchSize ?? 100;
  const site = options.mail;
  const removed: string[] = [];
  const failed = new Set<string>();
  // The poster of one deleted never approved is told so (an expired one was told at its end).
  const notice = site ? (sublet: NoticedSublet) => (sublet.approved ? null : posterNoticeMail('unapproved-deleted', sublet, site)) : undefined;
  for (;;) {
    const due = (await subletsDueForRemoval(db, now, batchSize + failed.size)).filter((id) => !failed.has(id));
    if (due.length === 0) break;
    for (const id of due) {
      if (options.shouldStop?.()) return removed;
      try {
        if (await removeSublet(db, { id }, { cause: 'expired', imagesDir: options.imagesDir, revalidate: () => {}, notice })) removed.push(id);
      } catch (error) {
        failed.add(id);
        log.error('sublet.retention.remove_failed', error, { id });
      }
    }
  }
  if (site) {
    const stored = (name: string) => (error: unknown) => {
      log.error(`sublet.retention.${name}_failed`, error);
      return 0;
    };
    const ending = await storeEndingNotices(db, now, (sublet) => posterNoticeMail('ending', sublet, site)).catch(stored('ending_notices'));
    const ended = await storeEndedNotices(db, now, (sublet) => posterNoticeMail('ended', sublet, site)).catch(stored('ended_notices'));
    const reminders = await storeApprovalReminders(db, now, (sublet) => approvalReminderMail(sublet, site, now)).catch(stored('approval_reminders'));
    if (ending || ended || reminders || removed.length) void (options.kickDelivery ?? kickMailDelivery)();
  }
  // Bytes no asset row uses (a failed import or post, images a later import replaced), a day
  // after they were stored so that an import or a post in progress keeps its own.
  await deleteUnreferencedAssets(db, new Date(now.getTime() - UNREFERENCED_ASSET_GRACE_MS)).catch((error: unknown) =>
    log.error('assets.sweep_failed', error),
  );
  // Copies this instance holds of photos another instance deleted (or a deletion left behind).
  await storedAssetKeys(db)
    .then((keys) => deleteOrphanedOptimizedImages(keys, options.imagesDir))
    .catch((error: unknown) => log.error('sublet.retention.image_copies_failed', error));
  return removed;
}
