import 'server-only';
import { and, asc, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { siteDay } from '../domain/site-day';
import { SUBLET_LISTING_DAYS, areSubletDatesPast, daysAfter, isSubletInListingPeriod, isSubletListed, listedSublets, subletExpiresAt } from '../domain/sublets';
import { isSubletRenewable, subletRenewableLater } from '../domain/sublet-renewal';
import { assetKeyMatches, hashAssetKey, isAssetKeyShaped } from '../sublets/asset-key';
import type { Db } from './db';
import { getFolderImages } from './folder-images';
import { DEFAULT_IMAGE, imageRefFromAsset, type ImageRef } from './images';
import { assets, subletPhotos, sublets } from './schema';
import type { ManagedSublet, PublicSublet, SubletStatus, SubletWithStatus } from './sublet-view';

/**
 * The sublet board's reads (the writes are in ./sublet-changes.ts). Everything a page or an API answer shows is read through
 * PUBLIC_SUBLET_COLUMNS: the e-mail, the names and the asset key hash are not selected, so they
 * cannot leak into a view model by mistake. Only `loadListedSubletPoster` reads the e-mail, for
 * the mail to the poster, and it is never passed to a response.
 */
export const PUBLIC_SUBLET_COLUMNS = {
  id: sublets.id,
  title: sublets.title,
  description: sublets.description,
  address: sublets.address,
  zipcode: sublets.zipcode,
  bedroom: sublets.bedroom,
  availableBedrooms: sublets.availableBedrooms,
  availableFrom: sublets.availableFrom,
  availableTo: sublets.availableTo,
  rent: sublets.rent,
  petsAllowed: sublets.petsAllowed,
  utilitiesIncluded: sublets.utilitiesIncluded,
  coverImageId: sublets.coverImageId,
  createdDate: sublets.createdDate,
  active: sublets.active,
  approved: sublets.approved,
  approvedAt: sublets.approvedAt,
  heldAt: sublets.heldAt,
};

/** What decides whether a sublet is listed (lib/domain/sublets.ts `isSubletListed`). */
export const LISTING_STATE_COLUMNS = {
  active: sublets.active,
  approved: sublets.approved,
  approvedAt: sublets.approvedAt,
  createdDate: sublets.createdDate,
  heldAt: sublets.heldAt,
  availableTo: sublets.availableTo,
};

/** When a listing's 30 days start: its approval, or its posting when approved without a time. */
export const LISTING_START = sql`coalesce(${sublets.approvedAt}, ${sublets.createdDate})`;

/** What a mail to the poster about their listing needs (lib/sublets/poster-notice-mail.ts). */
export const POSTER_NOTICE_COLUMNS = {
  id: sublets.id,
  email: sublets.email,
  firstName: sublets.firstName,
  title: sublets.title,
  ...LISTING_STATE_COLUMNS,
};

type Columns = typeof PUBLIC_SUBLET_COLUMNS;
type PublicRow = {
  [K in keyof Columns]: Columns[K]['_']['notNull'] extends true ? Columns[K]['_']['data'] : Columns[K]['_']['data'] | null;
};

/** The board never shows more than this many listings (30-day expiry keeps it far below). */
const BOARD_LIMIT = 500;

/** The photos of these sublets, in order (cover first); the default image for a sublet without any. */
async function photosOf(db: Db, rows: readonly PublicRow[]): Promise<Map<string, ImageRef[]>> {
  const result = new Map<string, ImageRef[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return result;
  const ids = rows.map((row) => row.id);
  const photoRows = await db
    .select({
      subletId: subletPhotos.subletId,
      storageKey: assets.storageKey,
      url: assets.url,
      driveId: assets.driveId,
      width: assets.width,
      height: assets.height,
      alt: assets.alt,
    })
    .from(subletPhotos)
    .innerJoin(assets, eq(assets.id, subletPhotos.assetId))
    .where(inArray(subletPhotos.subletId, ids))
    .orderBy(asc(subletPhotos.subletId), desc(subletPhotos.isCover), asc(subletPhotos.position));
  for (const row of photoRows) {
    const ref = imageRefFromAsset(row);
    if (ref) result.get(row.subletId)?.push(ref);
  }
  // A cover without photo rows (e.g. imported data), then the default image.
  const coverIds = rows.filter((row) => result.get(row.id)?.length === 0 && row.coverImageId).map((row) => row.coverImageId as string);
  const covers = coverIds.length
    ? new Map((await db.select().from(assets).where(inArray(assets.id, coverIds))).map((asset) => [asset.id, asset]))
    : new Map();
  for (const row of rows) {
    const photos = result.get(row.id) ?? [];
    if (photos.length === 0) {
      const cover = row.coverImageId ? imageRefFromAsset(covers.get(row.coverImageId)) : null;
      photos.push(cover ?? DEFAULT_IMAGE);
    }
    result.set(
      row.id,
      photos.map((photo, index) => ({ ...photo, alt: photo.alt || `Photo ${index + 1} of ${row.title}` })),
    );
  }
  return result;
}

function toIso(value: Date | string): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString();
}

function toPublic(row: PublicRow, photos: ImageRef[]): PublicSublet {
  const expiresAt = subletExpiresAt(row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    address: row.address,
    zipcode: row.zipcode,
    bedroom: row.bedroom,
    availableBedrooms: row.availableBedrooms,
    availableFrom: row.availableFrom,
    availableTo: row.availableTo,
    rent: row.rent,
    petsAllowed: row.petsAllowed,
    utilitiesIncluded: row.utilitiesIncluded,
    createdDate: toIso(row.createdDate),
    listedUntil: expiresAt ? expiresAt.toISOString() : null,
    photos,
  };
}

async function toPublicList(db: Db, rows: readonly PublicRow[]): Promise<PublicSublet[]> {
  const photos = await photosOf(db, rows);
  return rows.map((row) => toPublic(row, photos.get(row.id) ?? [DEFAULT_IMAGE]));
}

/**
 * The public board at `now`: active, approved, not expired (30 days after approval), its
 * Available To day not past, newest first. The query filters (so expired rows are not even read)
 * and the domain rule filters again.
 */
export async function loadListedSublets(db: Db, now: Date): Promise<PublicSublet[]> {
  const cutoff = daysAfter(now, -SUBLET_LISTING_DAYS).toISOString();
  const rows = await db
    .select(PUBLIC_SUBLET_COLUMNS)
    .from(sublets)
    .where(
      and(
        eq(sublets.active, true),
        eq(sublets.approved, true),
        isNull(sublets.heldAt),
        gt(LISTING_START, sql`${cutoff}::timestamptz`),
        gte(sublets.availableTo, siteDay(now)),
      ),
    )
    .orderBy(desc(sublets.createdDate), asc(sublets.id))
    .limit(BOARD_LIMIT);
  return toPublicList(db, listedSublets(rows, now));
}

function statusOf(row: PublicRow, now: Date): SubletStatus {
  if (!row.approved) return areSubletDatesPast(row, now) ? 'lapsed' : 'pending';
  // Before 'held': putting a held listing back would not list it once its dates are past.
  if (areSubletDatesPast(row, now)) return 'dates-past';
  if (!isSubletInListingPeriod(row, now)) return 'expired';
  return row.heldAt ? 'held' : 'listed';
}

/**
 * The sublet an asset key manages, or null. Looked up by the key's hash (never by the key), then
 * the stored hash is compared in constant time. A key of the wrong shape is not looked up.
 */
export async function loadSubletByAssetKey(db: Db, assetKey: string, now: Date): Promise<ManagedSublet | null> {
  if (!isAssetKeyShaped(assetKey)) return null;
  const [row] = await db
    .select({ ...PUBLIC_SUBLET_COLUMNS, assetKeyHash: sublets.assetKeyHash })
    .from(sublets)
    .where(and(eq(sublets.assetKeyHash, hashAssetKey(assetKey)), eq(sublets.active, true)));
  if (!row || !assetKeyMatches(assetKey, row.assetKeyHash)) return null;
  const { assetKeyHash: _hash, ...publicRow } = row;
  const [sublet] = await toPublicList(db, [publicRow]);
  if (!sublet) return null;
  const renewableFrom = subletRenewableLater(publicRow, now);
  return { sublet, status: statusOf(publicRow, now), renewable: isSubletRenewable(publicRow, now), renewableFrom: renewableFrom?.toISOString() ?? null };
}

/** A sublet by id for the moderators' confirmation page (deleted ones are gone). */
export async function loadSubletForModeration(db: Db, id: string, now: Date): Promise<SubletWithStatus | null> {
  const [row] = await db.select(PUBLIC_SUBLET_COLUMNS).from(sublets).where(and(eq(sublets.id, id), eq(sublets.active, true)));
  if (!row) return null;
  const [sublet] = await toPublicList(db, [row]);
  return sublet ? { sublet, status: statusOf(row, now) } : null;
}

/**
 * The poster of a listed sublet, for the mail a visitor sends them; null when the sublet is not
 * listed (unknown, pending, deleted or expired). Server-only: never put this in a response.
 */
export async function loadListedSubletPoster(db: Db, id: string, now: Date): Promise<{ email: string; title: string } | null> {
  const [row] = await db
    .select({ email: sublets.email, title: sublets.title, ...LISTING_STATE_COLUMNS })
    .from(sublets)
    .where(eq(sublets.id, id));
  if (!row || !isSubletListed(row, now)) return null;
  return { email: row.email, title: row.title };
}

/** When a sublet was posted, or null when there is no such sublet (for approval links without a time). */
export async function loadSubletPostedAt(db: Db, id: string): Promise<Date | null> {
  const [row] = await db.select({ createdDate: sublets.createdDate }).from(sublets).where(eq(sublets.id, id));
  return row ? new Date(row.createdDate) : null;
}

/**
 * The photo folder of a sublet (`sublet:{id}`), only while the sublet is listed: null for an
 * unknown, pending, expired or deleted one, so its photos and title are not public before
 * approval or after expiry.
 */
export async function loadListedSubletFolder(db: Db, id: string, now: Date): Promise<ImageRef[] | null> {
  const [row] = await db
    .select(LISTING_STATE_COLUMNS)
    .from(sublets)
    .where(eq(sublets.id, id));
  if (!row || !isSubletListed(row, now)) return null;
  return getFolderImages(db, `sublet:${id}`);
}
