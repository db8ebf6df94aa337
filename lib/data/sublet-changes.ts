import 'server-only';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { isSubletDueForRemoval, SUBLET_EXPIRED_GRACE_DAYS, SUBLET_UNAPPROVED_DAYS } from '../domain/sublet-retention';
import { SUBLET_LISTING_DAYS, daysAfter, isSubletListed } from '../domain/sublets';
import type { SubletFields } from '../domain/validation/sublet';
import { enqueueMail, type OutboxMail } from '../mail/outbox';
import { assetKeyMatches, hashAssetKey, isAssetKeyShaped } from '../sublets/asset-key';
import type { NoticedSublet } from '../sublets/poster-notice-mail';
import { deleteUnusedAssets } from '../storage/asset-store';
import type { Db } from './db';
import { assets, leads, mailOutbox, subletPhotos, sublets } from './schema';
import { LISTING_START, POSTER_NOTICE_COLUMNS } from './sublets';

/**
 * The sublet board's writes: a new sublet with its photos and mails, approval, deletion by asset
 * key. The reads (public view models only) are in ./sublets.ts.
 */

/**
 * 'not-listable': pending or held, but its Available To day or its 30 days have passed, so
 * approving it or putting it back would not list it; nothing is changed.
 */
export type ApprovalResult = 'approved' | 'restored' | 'already-approved' | 'not-listable' | 'not-found';

/** The mail that tells the poster what a moderator did (sublets/poster-notice-mail.ts), if any. */
export type PosterNoticeOf<Change> = (change: Change, sublet: NoticedSublet) => OutboxMail | null;

/**
 * Approves a sublet: approved = true, approvedAt = now (its 30 days start); or puts back one that
 * reports held off the board: heldAt cleared, reviewedAt = now (its 30 days go on, and reports no
 * longer hold it). Either only if the board then lists it (lib/domain/sublets.ts,
 * isSubletListed); a moderator's page opened before its dates passed is answered 'not-listable'.
 * Idempotent. With `notice`, the poster's mail is stored in the same transaction.
 */
export async function approveSublet(db: Db, id: string, now: Date, notice?: PosterNoticeOf<'approved' | 'restored'>): Promise<ApprovalResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(POSTER_NOTICE_COLUMNS)
      .from(sublets)
      .where(and(eq(sublets.id, id), eq(sublets.active, true)))
      .for('update');
    if (!row) return 'not-found';
    const change = async (result: 'approved' | 'restored', changed: NoticedSublet, set: Partial<typeof sublets.$inferInsert>) => {
      if (!isSubletListed(changed, now)) return 'not-listable';
      await tx.update(sublets).set(set).where(eq(sublets.id, id));
      const mail = notice?.(result, changed);
      if (mail) await enqueueMail(tx, mail);
      return result;
    };
    if (!row.approved) return change('approved', { ...row, approved: true, approvedAt: now }, { approved: true, approvedAt: now });
    if (row.heldAt) return change('restored', { ...row, heldAt: null }, { heldAt: null, reviewedAt: now });
    return 'already-approved';
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DeletedSublet {
  id: string;
  /** Storage keys of its photos whose bytes went with it (no other asset row used them): the caller removes their resized copies. */
  removedStorageKeys: string[];
}

/**
 * Deletes a locked sublet row with its photo rows, its asset rows (those linked as its photos
 * and those filed in its folder `sublet:{id}`) and their stored bytes unless another asset row
 * uses the same bytes, in the caller's transaction.
 */
async function deleteLockedSublet(tx: Tx, id: string): Promise<DeletedSublet> {
  const linked = await tx
    .select({ id: assets.id, storageKey: assets.storageKey })
    .from(subletPhotos)
    .innerJoin(assets, eq(assets.id, subletPhotos.assetId))
    .where(eq(subletPhotos.subletId, id));
  const filed = await tx.select({ id: assets.id, storageKey: assets.storageKey }).from(assets).where(eq(assets.folderId, `sublet:${id}`));
  const photoAssets = [...linked, ...filed];
  await tx.delete(sublets).where(eq(sublets.id, id));
  // The copies of visitors' messages already delivered to the poster (their address and the
  // listing's title): a message still waiting is delivered, since its sender was told it was sent.
  const messages = tx.select({ id: leads.id }).from(leads).where(and(eq(leads.subletId, id), eq(leads.kind, 'sublet-message')));
  await tx.delete(mailOutbox).where(and(eq(mailOutbox.status, 'sent'), inArray(mailOutbox.leadId, messages)));
  if (photoAssets.length) await tx.delete(assets).where(inArray(assets.id, [...new Set(photoAssets.map((a) => a.id))]));
  const keys = photoAssets.map((a) => a.storageKey).filter((key): key is string => Boolean(key));
  return { id, removedStorageKeys: await deleteUnusedAssets(tx, keys) };
}

/**
 * Deletes the sublet an asset key manages: its row, its photo rows and its asset rows, in one
 * transaction, with the mails about it (by the foreign key, schema/mail.ts) and the delivered
 * copies of visitors' messages to its poster: the poster's name and e-mail leave the database
 * with it, but for a message still waiting to be delivered. Null for an unknown key.
 * Use lib/sublets/sublet-removal.ts, which also removes the resized copies of its photos.
 */
export async function deleteSubletByAssetKey(db: Db, assetKey: string): Promise<DeletedSublet | null> {
  if (!isAssetKeyShaped(assetKey)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: sublets.id, assetKeyHash: sublets.assetKeyHash })
      .from(sublets)
      .where(eq(sublets.assetKeyHash, hashAssetKey(assetKey)))
      .for('update');
    if (!row || !assetKeyMatches(assetKey, row.assetKeyHash)) return null;
    return deleteLockedSublet(tx, row.id);
  });
}

/**
 * Deletes a sublet by id, as deleteSubletByAssetKey does (moderators, retention). Null when there
 * is none. `notice` may give a mail to its poster, stored in the same transaction: it is sent
 * once, by whoever deleted the sublet.
 */
export async function deleteSubletById(db: Db, id: string, notice?: (sublet: NoticedSublet) => OutboxMail | null): Promise<DeletedSublet | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(POSTER_NOTICE_COLUMNS).from(sublets).where(eq(sublets.id, id)).for('update');
    if (!row) return null;
    const mail = notice?.(row);
    if (mail) await enqueueMail(tx, mail);
    return deleteLockedSublet(tx, row.id);
  });
}

/**
 * The ids of the sublets the retention rules delete at `now` (lib/domain/sublet-retention.ts),
 * oldest first, at most `limit`. The query narrows by date; the domain rule decides.
 */
export async function subletsDueForRemoval(db: Db, now: Date, limit = 100): Promise<string[]> {
  const expiredBefore = daysAfter(now, -(SUBLET_LISTING_DAYS + SUBLET_EXPIRED_GRACE_DAYS)).toISOString();
  const postedBefore = daysAfter(now, -SUBLET_UNAPPROVED_DAYS).toISOString();
  const rows = await db
    .select({ id: sublets.id, active: sublets.active, approved: sublets.approved, approvedAt: sublets.approvedAt, createdDate: sublets.createdDate })
    .from(sublets)
    .where(
      or(
        and(eq(sublets.approved, true), lte(LISTING_START, sql`${expiredBefore}::timestamptz`)),
        and(eq(sublets.approved, false), lte(sublets.createdDate, sql`${postedBefore}::timestamptz`)),
      ),
    )
    .orderBy(asc(sublets.createdDate), asc(sublets.id))
    .limit(limit);
  return rows.filter((row) => isSubletDueForRemoval(row, now)).map((row) => row.id);
}

export interface NewSubletPhoto {
  storageKey: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
}

export interface NewSublet {
  id: string;
  assetKeyHash: string;
  fields: SubletFields;
  photos: readonly NewSubletPhoto[];
  createdDate: Date;
}

/**
 * Stores a new sublet (approved = false, active = true), its photos (the first is the cover) and
 * its mails in one transaction: all of it or nothing.
 */
export async function insertSubletWithPhotos(db: Db, sublet: NewSublet, mails: readonly OutboxMail[]): Promise<void> {
  const { id, fields } = sublet;
  await db.transaction(async (tx) => {
    const assetRows = sublet.photos.map((photo, index) => ({
      id: `${id}-photo-${index}`,
      folderId: `sublet:${id}`,
      name: String(index),
      storageKey: photo.storageKey,
      contentType: photo.contentType,
      width: photo.width,
      height: photo.height,
      byteSize: photo.byteSize,
      alt: `Photo ${index + 1} of ${fields.title}`,
    }));
    if (assetRows.length) await tx.insert(assets).values(assetRows);
    await tx.insert(sublets).values({
      id,
      assetKeyHash: sublet.assetKeyHash,
      email: fields.email,
      firstName: fields.firstName,
      lastName: fields.lastName,
      bedroom: fields.bedroom,
      availableBedrooms: fields.availableBedrooms,
      availableFrom: fields.availableFrom,
      availableTo: fields.availableTo,
      rent: fields.rent,
      petsAllowed: fields.petsAllowed,
      utilitiesIncluded: fields.utilitiesIncluded,
      address: fields.address,
      zipcode: fields.zipcode,
      title: fields.title,
      description: fields.description,
      coverImageId: assetRows[0]?.id ?? null,
      createdDate: sublet.createdDate,
      active: true,
      approved: false,
      approvedAt: null,
    });
    if (assetRows.length) {
      await tx.insert(subletPhotos).values(assetRows.map((row, position) => ({ subletId: id, assetId: row.id, position, isCover: position === 0 })));
    }
    for (const mail of mails) await enqueueMail(tx, mail);
  });
}
