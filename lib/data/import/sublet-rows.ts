import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { assets, subletPhotos, sublets } from '../schema';
import { type ImageRowFactory, SUBLET_ASSET_PREFIX } from './image-rows';
import type { ListingSublet } from './listing-schema';

/** A date (YYYY-MM-DD, read as local midnight) or an ISO date-time. */
function toTimestamp(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}

export interface SubletPlan {
  row: typeof sublets.$inferInsert & { id: string };
  /** Asset row ids in order (first is the cover); null when the file gives no images (keep them). */
  photoIds: string[] | null;
  approvedDate: Date | null;
  /** The import time: createdDate of a new sublet the file gives none for. */
  now: Date;
}

/** The rows of the file's sublets (assets are added to the factory). */
export function buildSubletPlans(list: readonly ListingSublet[], images: ImageRowFactory, now: Date): SubletPlan[] {
  return list.map((s) => {
    const values = [...new Set([s.coverImage, ...(s.photos ?? [])].filter((v): v is string => Boolean(v)))];
    const approved = s.approved ?? false;
    return {
      row: {
        id: s.id,
        email: s.email,
        firstName: s.firstName,
        lastName: s.lastName,
        bedroom: s.bedroom ?? 1,
        availableBedrooms: s.availableBedrooms ?? 1,
        availableFrom: s.availableFrom,
        availableTo: s.availableTo,
        rent: s.rent,
        petsAllowed: s.petsAllowed ?? false,
        utilitiesIncluded: s.utilitiesIncluded ?? true,
        address: s.address,
        zipcode: s.zipcode,
        title: s.title,
        description: s.description,
        createdDate: s.createdDate ? toTimestamp(s.createdDate) : undefined,
        active: s.active ?? true,
        approved,
      },
      photoIds: values.length ? images.list(SUBLET_ASSET_PREFIX, `sublet:${s.id}`, values, s.title) : null,
      approvedDate: s.approvedDate ? toTimestamp(s.approvedDate) : null,
      now,
    };
  });
}

/** Deletes the photos of the sublets whose images the file replaces (before their new rows go in). */
export async function deleteReplacedSubletPhotos(tx: Db, plans: SubletPlan[]): Promise<void> {
  const ids = plans.filter((p) => p.photoIds).map((p) => p.row.id);
  if (ids.length === 0) return;
  const old = tx.select({ id: subletPhotos.assetId }).from(subletPhotos).where(inArray(subletPhotos.subletId, ids));
  await tx.delete(assets).where(inArray(assets.id, old));
}

/**
 * Adds or updates the file's sublets by id; other sublets are kept. An approved sublet's
 * approvedAt is the file's approvedDate, else the one it already has, else its createdDate; a
 * sublet the file gives no createdDate for keeps its own (or gets the import time when new).
 * Sublet photos are replaced only when the file gives images. Asset rows must exist already.
 */
export async function upsertSublets(tx: Db, plans: SubletPlan[]): Promise<{ added: number; updated: number }> {
  if (plans.length === 0) return { added: 0, updated: 0 };
  const ids = plans.map((p) => p.row.id);
  const existing = new Map(
    (await tx.select({ id: sublets.id, approvedAt: sublets.approvedAt, createdDate: sublets.createdDate }).from(sublets).where(inArray(sublets.id, ids))).map((r) => [
      r.id,
      r,
    ]),
  );

  for (const plan of plans) {
    const { row } = plan;
    const old = existing.get(row.id);
    // Without a createdDate in the file, an existing sublet keeps its own; a new one gets the import time.
    const createdDate = row.createdDate ?? old?.createdDate ?? plan.now;
    const approvedAt = row.approved ? (plan.approvedDate ?? old?.approvedAt ?? createdDate) : null;
    const values = { ...row, createdDate, approvedAt, coverImageId: plan.photoIds ? (plan.photoIds[0] ?? null) : undefined };
    const { id: _id, ...changes } = values;
    await tx.insert(sublets).values(values).onConflictDoUpdate({ target: sublets.id, set: changes });
    if (plan.photoIds?.length) {
      await tx.insert(subletPhotos).values(
        plan.photoIds.map((assetId, position) => ({ subletId: row.id, assetId, position, isCover: position === 0 })),
      );
    }
  }
  const added = plans.filter((p) => !existing.has(p.row.id)).length;
  return { added, updated: plans.length - added };
}
