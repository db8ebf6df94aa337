import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { SubletFields } from '../domain/validation/sublet';
import { enqueueMail, type OutboxMail } from '../mail/outbox';
import { assetKeyMatches, hashAssetKey, isAssetKeyShaped } from '../sublets/asset-key';
import type { Db } from './db';
import { assets, subletPhotos, sublets } from './schema';

/**
 * The sublet board's writes: a new sublet with its photos and mails, approval, deletion by asset
 * key. The reads (public view models only) are in ./sublets.ts.
 */

export type ApprovalResult = 'approved' | 'already-approved' | 'not-found';

/** Approves a sublet: approved = true, approvedAt = now (its 30 days start). Idempotent. */
export async function approveSublet(db: Db, id: string, now: Date): Promise<ApprovalResult> {
  const updated = await db
    .update(sublets)
    .set({ approved: true, approvedAt: now })
    .where(and(eq(sublets.id, id), eq(sublets.active, true), eq(sublets.approved, false)))
    .returning({ id: sublets.id });
  if (updated.length > 0) return 'approved';
  const [existing] = await db.select({ id: sublets.id }).from(sublets).where(and(eq(sublets.id, id), eq(sublets.active, true)));
  return existing ? 'already-approved' : 'not-found';
}

/**
 * Deletes the sublet an asset key manages: its row, its photo rows and its asset rows, in one
 * transaction (the poster's name and e-mail leave the database with it). Returns the storage keys
 * of its files that no asset row uses any more (the caller removes them), or null for an unknown key.
 */
export async function deleteSubletByAssetKey(db: Db, assetKey: string): Promise<{ id: string; unusedStorageKeys: string[] } | null> {
  if (!isAssetKeyShaped(assetKey)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: sublets.id, assetKeyHash: sublets.assetKeyHash })
      .from(sublets)
      .where(eq(sublets.assetKeyHash, hashAssetKey(assetKey)))
      .for('update');
    if (!row || !assetKeyMatches(assetKey, row.assetKeyHash)) return null;
    const photoAssets = await tx
      .select({ id: assets.id, storageKey: assets.storageKey })
      .from(subletPhotos)
      .innerJoin(assets, eq(assets.id, subletPhotos.assetId))
      .where(eq(subletPhotos.subletId, row.id));
    await tx.delete(sublets).where(eq(sublets.id, row.id));
    if (photoAssets.length) await tx.delete(assets).where(inArray(assets.id, photoAssets.map((a) => a.id)));
    const keys = [...new Set(photoAssets.map((a) => a.storageKey).filter((key): key is string => Boolean(key)))];
    const stillUsed = keys.length
      ? new Set((await tx.select({ key: assets.storageKey }).from(assets).where(inArray(assets.storageKey, keys))).map((r) => r.key))
      : new Set<string | null>();
    return { id: row.id, unusedStorageKeys: keys.filter((key) => !stillUsed.has(key)) };
  });
}

/** The storage keys (of those given) that no asset row uses: files safe to remove. */
export async function unusedStorageKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = new Set((await db.select({ key: assets.storageKey }).from(assets).where(inArray(assets.storageKey, [...keys]))).map((r) => r.key));
  return keys.filter((key) => !used.has(key));
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
