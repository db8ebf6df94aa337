/**
 * A temporary PGlite database holding synthetic listing data, for timing the home page's data
 * query (lib/data/listings.ts) at scale. Rows are inserted in batches inside one transaction.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../lib/data/db';
import { floorplans, properties, units, webSpecials } from '../../lib/data/schema';
import type { ListedProperty } from '../../lib/domain/listing-types';

const BATCH = 1000;

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export interface TempListingDb {
  handle: DatabaseHandle;
  /** Seconds spent opening + migrating, and inserting. */
  openSeconds: number;
  insertSeconds: number;
  close(): Promise<void>;
}

/** Opens a fresh PGlite in a temp dir, migrates it and inserts `listing`. */
export async function tempListingDb(listing: readonly ListedProperty[]): Promise<TempListingDb> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: null, dataDir: dir });
  await handle.migrate();
  const opened = performance.now();

  const propertyRows = listing.map((p, position) => ({ id: p.id, name: p.name, active: p.active, leaseType: p.leaseType, position }));
  const floorplanRows = listing.flatMap((p) =>
    p.floorplans.map((f, position) => ({
      id: f.id,
      propertyId: p.id,
      name: f.name,
      active: f.active,
      bedroom: f.bedroom,
      bathroom: f.bathroom,
      featured: f.featured,
      style: f.style,
      specialRent: f.specialRent,
      specialRentStartDate: f.specialRentStartDate,
      specialRentEndDate: f.specialRentEndDate,
      address: f.address,
      zipcode: f.zipcode,
      photosFolderId: `floorplan:${f.id}`,
      allowedPet: f.allowedPet,
      squareFoot: f.squareFoot,
      position,
    })),
  );
  const unitRows = listing.flatMap((p) =>
    p.floorplans.flatMap((f) =>
      f.units.map((u) => ({
        code: u.id,
        floorplanId: f.id,
        active: u.active,
        rent: u.rent,
        deposit: u.deposit,
        squareFoot: u.squareFoot,
        moveInDate: u.moveInDate,
        availabilityExtensionMonths: u.availabilityExtensionMonths,
      })),
    ),
  );
  const specialRows = listing.flatMap((p) =>
    p.floorplans.flatMap((f) =>
      f.webSpecials.map((s, position) => ({ floorplanId: f.id, description: s.description, startDate: s.startDate, endDate: s.endDate, position })),
    ),
  );
  await handle.db.transaction(async (tx) => {
    await insertBatches(propertyRows, (batch) => tx.insert(properties).values(batch));
    await insertBatches(floorplanRows, (batch) => tx.insert(floorplans).values(batch));
    await insertBatches(unitRows, (batch) => tx.insert(units).values(batch));
    await insertBatches(specialRows, (batch) => tx.insert(webSpecials).values(batch));
  });
  const inserted = performance.now();

  return {
    handle,
    openSeconds: (opened - started) / 1000,
    insertSeconds: (inserted - opened) / 1000,
    async close() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
