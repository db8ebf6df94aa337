import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '@/test/test-database';
import type { LooseRecord } from '../../../test/listing-fixture';
import { importListingFile } from '../import/import-file';
import { exportListing, type ListingExport } from './export-listing';

/** Export → import → export gives the same file and the same pictures: staff can edit an export and import it. */
const EXAMPLE = path.join(process.cwd(), 'docs', 'examples', 'listing.json');
const root = mkdtempSync(path.join(os.tmpdir(), 'export-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(dir: string, { listing, files }: ListingExport): string {
  mkdirSync(dir, { recursive: true });
  for (const [relative, bytes] of files) {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), bytes);
  }
  const file = path.join(dir, 'listing.json');
  writeFileSync(file, JSON.stringify(listing, null, 2));
  return file;
}

async function importThenExport(file: string): Promise<ListingExport> {
  const database = await openTestDatabase('export-db-');
  try {
    await importListingFile(database.db, file, { now: new Date('2026-11-24T12:00:00Z') });
    return await exportListing(database.db);
  } finally {
    await database.close();
  }
}

it('round-trips losslessly: the example, exported, imported again and exported, is the same', async () => {
  const first = await importThenExport(EXAMPLE);
  const second = await importThenExport(write(path.join(root, 'first'), first));
  expect(JSON.stringify(second.listing, null, 2)).toBe(JSON.stringify(first.listing, null, 2));
  expect([...second.files.keys()].sort()).toEqual([...first.files.keys()].sort());
  for (const [name, bytes] of first.files) expect(second.files.get(name)?.equals(bytes)).toBe(true);

  // And it says what the example says: pets, units, pictures as files named by their content.
  const example = JSON.parse(readFileSync(EXAMPLE, 'utf8'));
  const [property] = first.listing.properties as LooseRecord[];
  expect(property).toMatchObject({ id: 'hillside-flats', name: 'Hillside Flats', leasingOffice: { officeHours: example.properties[0].leasingOffice.officeHours } });
  expect(property!.floorplans.map((f: Record<string, unknown>) => [f.id, f.allowedPet, f.petPolicy])).toEqual(
    example.properties[0].floorplans.map((f: Record<string, unknown>) => [f.id, f.allowedPet, f.petPolicy]),
  );
  // Defaults come out written: a unit without availabilityExtensionMonths has 0.
  expect(property!.floorplans[0].units).toEqual(example.properties[0].floorplans[0].units.map((u: object) => ({ availabilityExtensionMonths: 0, ...u })));
  expect(property!.busRoutes).toEqual(example.properties[0].busRoutes);
  expect(property!.coverImage).toMatch(/^images\/[0-9a-f]{32}\.jpg$/);
  expect(first.files.get(property!.coverImage)?.equals(readFileSync(path.join(path.dirname(EXAMPLE), example.properties[0].coverImage)))).toBe(true);
  expect(first.listing.homePageSpecials).toEqual([expect.objectContaining({ title: 'Winter Move-in Special', properties: ['hillside-flats'] })]);
  expect(first.listing.sublets).toEqual([]);
  // Two fresh PGlite databases, each migrated, imported and exported: about 35 s alone, twice that beside
  // the browser tests on a busy machine.
}, 120_000);
