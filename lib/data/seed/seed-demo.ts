import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Db } from '../db';
import { ListingValidationError } from '../import/errors';
import { importListing, type ImportSummary } from '../import/import-listing';
import { validateListingFile } from '../import/validate-listing';
import { properties } from '../schema';
import { DemoImages } from './demo-images';
import { demoSourceDir } from './demo-source';
import { buildDemoListing } from './demo-listing';

export interface SeedDemoOptions {
  /** $DATA_DIR: the asset store, and the cache of generated images under seed-source/. */
  dataDir: string;
  /** "Today" of the demo (tests); defaults to now. */
  now?: Date;
}

export interface SeedDemoResult {
  seeded: boolean;
  ms: number;
  /** Images drawn this time (0 when the cache of this generator version was complete). */
  imagesDrawn: number;
  imagesTotal: number;
  /** The directory holding demo-listing.json and its images (a sample import file). */
  sourceDir: string | null;
  summary: ImportSummary | null;
}

/**
 * Generates the demo listing (dated relative to today) and its images, writes them as a listing
 * file, and imports it through the same importListing as `npm run db:import`. Replaces all
 * listing content; demo sublets are added or updated by id.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const images = new DemoImages();
  const listing = buildDemoListing(now, images);
  const dir = demoSourceDir(options.dataDir);
  await mkdir(dir, { recursive: true });
  const imagesDrawn = await images.render(dir);

  const file = path.join(dir, 'demo-listing.json');
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${JSON.stringify(listing, null, 2)}\n`);
  await rename(temp, file);

  const result = await validateListingFile(listing, { baseDir: dir });
  if (!result.ok) throw new ListingValidationError(result.errors);
  const summary = await importListing(db, result.data, { baseDir: dir, now });
  return { seeded: true, ms: Date.now() - started, imagesDrawn, imagesTotal: images.count, sourceDir: dir, summary };
}

/** Seeds the demo only when the database has no properties (a fresh database). */
export async function seedDemoIfEmpty(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const started = Date.now();
  const [row] = await db.select({ n: count() }).from(properties);
  if ((row?.n ?? 0) > 0) {
    return { seeded: false, ms: Date.now() - started, imagesDrawn: 0, imagesTotal: 0, sourceDir: null, summary: null };
  }
  return seedDemo(db, options);
}
