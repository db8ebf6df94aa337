import 'server-only';
import { like, sql } from 'drizzle-orm';
import type { Db } from '../db';
import {
  amenities,
  announcements,
  assets,
  busRoutes,
  floorplans,
  homePageSpecials,
  leasingOffices,
  properties,
  similarFloorplans,
  teamMembers,
  testimonials,
  units,
  utilities,
  variations,
  webSpecials,
} from '../schema';
import { assetLookup, floorplanFingerprint, loadFingerprints, propertyFingerprint } from './content-fingerprint';
import { collectImageValues } from './image-values';
import { ImageRowFactory, LISTING_ASSET_PREFIX } from './image-rows';
import { buildListingRows } from './listing-rows';
import type { ListingFile } from './listing-schema';
import { CACHE_TAGS } from '../../cache-tags';
import { notifyChanged } from '../change-notices';
import { storeLocalImages } from './local-images';
import { copyRemoteImages, type RemoteImageOptions } from './remote-images';
import { buildSubletPlans, deleteReplacedSubletPhotos, upsertSublets } from './sublet-rows';

export interface ImportListingOptions {
  /** The directory of the JSON file: local image paths are relative to it. */
  baseDir: string;
  /** The import time (tests); defaults to now. */
  now?: Date;
  /**
   * Copy the pictures named by a web address or a drive link into the asset store (remote-images.ts);
   * the command does unless told not to. Off: they stay links, shown as they are.
   */
  copyRemoteImages?: boolean | Omit<RemoteImageOptions, 'db'>;
}

export interface ImportSummary {
  properties: number;
  floorplans: number;
  units: number;
  amenities: number;
  utilities: number;
  variations: number;
  testimonials: number;
  webSpecials: number;
  similarFloorplans: number;
  homePageSpecials: number;
  announcements: number;
  teamMembers: number;
  sublets: { added: number; updated: number };
  images: {
    /** Pictures from local files and web pictures copied (rows with stored bytes). */
    stored: number;
    /** Of those, copied from the web. */
    copied: number;
    /** Left links. */
    remote: number;
    /** The fields whose picture could not be copied, with why (remote-images.ts). */
    notCopied: string[];
  };
  /** Properties and floor plans whose content changed (their updatedAt moved to the import time). */
  changed: { properties: number; floorplans: number };
}

/** Serializes imports (and demo seeds) of several processes on one PostgreSQL server. */
const IMPORT_LOCK_KEY = 727_002;

/** Inserts in slices (PostgreSQL caps one statement at 65,535 parameters). */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * Imports a validated listing file (see validateListingFile) in ONE transaction: it replaces
 * all listing content — properties and everything under them, home-page specials,
 * announcements, team members and their images — and adds or updates the file's sublets by id (other sublets are
 * kept). Local images are copied into the asset store first. Any error changes nothing.
 */
export async function importListing(db: Db, data: ListingFile, options: ImportListingOptions): Promise<ImportSummary> {
  const now = options.now ?? new Date();
  const imageValues = collectImageValues(data);
  const stored = await storeLocalImages(imageValues, { baseDir: options.baseDir, db });
  const copy = options.copyRemoteImages;
  const remote = copy ? await copyRemoteImages(imageValues, { ...(copy === true ? {} : copy), db }) : { copied: new Map(), notCopied: [] };

  const images = new ImageRowFactory(stored, options.baseDir, remote.copied);
  const rows = buildListingRows(data, images);
  const subletPlans = buildSubletPlans(data.sublets ?? [], images, now);
  const newLookup = assetLookup(images.rows);

  const changed = { properties: 0, floorplans: 0 };
  let subletCounts = { added: 0, updated: 0 };

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const previous = await loadFingerprints(tx);

    const propertyValues = rows.properties.map((r) => {
      const old = previous.properties.get(r.property.id);
      const same = old?.fingerprint === propertyFingerprint(r, newLookup);
      if (!same) changed.properties++;
      return { ...r.property, updatedAt: same && old ? old.updatedAt : now };
    });
    const floorplanValues = rows.floorplans.map((r) => {
      const old = previous.floorplans.get(r.floorplan.id);
      const same = old?.fingerprint === floorplanFingerprint(r, newLookup);
      if (!same) changed.floorplans++;
      return { ...r.floorplan, updatedAt: same && old ? old.updatedAt : now };
    });

    // Out with the old listing content (cascades to everything under the properties).
    await tx.delete(homePageSpecials);
    await tx.delete(announcements);
    await tx.delete(teamMembers);
    await tx.delete(properties);
    await tx.delete(assets).where(like(assets.id, `${LISTING_ASSET_PREFIX}%`));
    await deleteReplacedSubletPhotos(tx, subletPlans);

    // In with the new.
    await insertAll(images.rows, (s) => tx.insert(assets).values(s));
    await insertAll(propertyValues, (s) => tx.insert(properties).values(s));
    await insertAll(
      rows.properties.flatMap((r) => (r.leasingOffice ? [r.leasingOffice] : [])),
      (s) => tx.insert(leasingOffices).values(s),
    );
    await insertAll(rows.properties.flatMap((r) => r.busRoutes), (s) => tx.insert(busRoutes).values(s));
    await insertAll(floorplanValues, (s) => tx.insert(floorplans).values(s));
    const fps = rows.floorplans;
    await insertAll(fps.flatMap((r) => r.units), (s) => tx.insert(units).values(s));
    await insertAll(fps.flatMap((r) => r.amenities), (s) => tx.insert(amenities).values(s));
    await insertAll(fps.flatMap((r) => r.utilities), (s) => tx.insert(utilities).values(s));
    await insertAll(fps.flatMap((r) => r.variations), (s) => tx.insert(variations).values(s));
    await insertAll(fps.flatMap((r) => r.testimonials), (s) => tx.insert(testimonials).values(s));
    await insertAll(fps.flatMap((r) => r.webSpecials), (s) => tx.insert(webSpecials).values(s));
    await insertAll(fps.flatMap((r) => r.similar), (s) => tx.insert(similarFloorplans).values(s));
    await insertAll(rows.homePageSpecials, (s) => tx.insert(homePageSpecials).values(s));
    await insertAll(rows.announcements, (s) => tx.insert(announcements).values(s));
    await insertAll(rows.teamMembers, (s) => tx.insert(teamMembers).values(s));
    subletCounts = await upsertSublets(tx, subletPlans);
    // Every server instance expires its cached listings and board when this commits.
    await notifyChanged(tx, [CACHE_TAGS.listings, CACHE_TAGS.sublets]);
  });

  const count = (pick: (r: (typeof rows.floorplans)[number]) => unknown[]) => rows.floorplans.reduce((n, r) => n + pick(r).length, 0);
  return {
    properties: rows.properties.length,
    floorplans: rows.floorplans.length,
    units: count((r) => r.units),
    amenities: count((r) => r.amenities),
    utilities: count((r) => r.utilities),
    variations: count((r) => r.variations),
    testimonials: count((r) => r.testimonials),
    webSpecials: count((r) => r.webSpecials),
    similarFloorplans: count((r) => r.similar),
    homePageSpecials: rows.homePageSpecials.length,
    announcements: rows.announcements.length,
    teamMembers: rows.teamMembers.length,
    sublets: subletCounts,
    images: {
      stored: images.rows.filter((a) => a.storageKey).length,
      copied: images.copiedRows,
      remote: images.rows.filter((a) => !a.storageKey).length,
      notCopied: remote.notCopied,
    },
    changed,
  };
}
