/**
 * Integration: migrations, the listing import and the demo seed on a real PostgreSQL server
 * (DATABASE_URL mode), through node-postgres.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { startPgServer, type PgServer } from '../../../test/pg-server';
import { validListing, writeFixtureImages } from '../../../test/listing-fixture';
import { openDatabase, type DatabaseHandle } from '../db';
import * as s from '../schema';
import { seedDemoIfEmpty } from '../seed/seed-demo';
import { ListingValidationError } from './errors';
import { importListingFile } from './import-file';

const root = mkdtempSync(path.join(os.tmpdir(), 'data-pg-import-'));
const dataDir = path.join(root, 'data');
const sourceDir = path.join(root, 'source');
let server: PgServer;
let handle: DatabaseHandle;

beforeAll(async () => {
  await writeFixtureImages(sourceDir);
  server = await startPgServer();
  handle = await openDatabase({ databaseUrl: server.url, dataDir });
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
}, 60_000);

function writeListing(name: string, listing: unknown) {
  const file = path.join(sourceDir, name);
  writeFileSync(file, JSON.stringify(listing));
  return file;
}

const counts = async () => {
  const result = (await handle.db.execute(sql`
    select (select count(*)::int from properties) as properties, (select count(*)::int from floorplans) as floorplans,
           (select count(*)::int from units) as units, (select count(*)::int from sublets) as sublets,
           (select count(*)::int from assets) as assets`)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0];
};

describe('on PostgreSQL', () => {
  it('applies the migrations (twice, idempotently)', async () => {
    expect(handle.kind).toBe('postgres');
    await handle.migrate();
    await handle.migrate();
    const tables = (await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['assets', 'properties', 'floorplans', 'units', 'sublets', 'sublet_photos', 'home_page_specials', 'team_members']),
    );
  }, 60_000);

  it('imports a valid file, and an identical re-import changes no updatedAt', async () => {
    const file = writeListing('good.json', validListing());
    const summary = await importListingFile(handle.db, file, { now: new Date('2026-11-20T12:00:00Z') });
    expect(summary).toMatchObject({ properties: 2, floorplans: 3, units: 2, sublets: { added: 1, updated: 0 } });
    expect(await counts()).toMatchObject({ properties: 2, floorplans: 3, units: 2, sublets: 1 });

    const again = await importListingFile(handle.db, file, { now: new Date('2026-11-21T12:00:00Z') });
    expect(again.changed).toEqual({ properties: 0, floorplans: 0 });
    expect(again.sublets).toEqual({ added: 0, updated: 1 });
    const floorplans = await handle.db.select().from(s.floorplans).orderBy(asc(s.floorplans.id));
    expect(new Set(floorplans.map((f) => f.updatedAt.toISOString()))).toEqual(new Set(['2026-11-20T12:00:00.000Z']));
    const [special] = await handle.db.select().from(s.homePageSpecials);
    expect(special!.properties).toEqual(['maple-court', 'oak-suites']);
  }, 60_000);

  it('refuses an invalid file and changes nothing', async () => {
    const before = await counts();
    const bad = validListing();
    bad.properties[0]!.floorplans[0]!.similarTo = ['nope'] as never;
    bad.properties = [bad.properties[0]!];
    const error = await importListingFile(handle.db, writeListing('bad.json', bad)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ListingValidationError);
    expect((error as ListingValidationError).errors).toEqual([
      'properties[0].floorplans[0].similarTo[0]: no floor plan with id "nope" in this file',
      'homePageSpecials[0].properties[1]: no community with id or name "oak-suites" in this file',
    ].sort());
    expect(await counts()).toEqual(before);
  }, 60_000);

  it('rolls back when the server fails mid-way', async () => {
    const before = await counts();
    const listing = validListing();
    // A unit without rent is a valid file; the constraint added below makes the server refuse it.
    (listing.properties[0]!.floorplans[0]!.units as unknown[]).push({ id: 'no-rent' });
    await handle.db.execute(sql`alter table units add constraint units_rent_not_null check (rent is not null)`);
    try {
      const error = await importListingFile(handle.db, writeListing('fails.json', listing)).catch((e: unknown) => e);
      expect(String((error as { cause?: unknown }).cause ?? error)).toContain('units_rent_not_null');
      expect(await counts()).toEqual(before);
    } finally {
      await handle.db.execute(sql`alter table units drop constraint units_rent_not_null`);
    }
  }, 60_000);

  it('seeds the demo into an emptied database', async () => {
    await handle.db.delete(s.properties);
    const result = await seedDemoIfEmpty(handle.db, { dataDir });
    expect(result.seeded).toBe(true);
    expect(result.summary?.properties).toBe(6);
    expect(result.summary!.units).toBeGreaterThanOrEqual(200);
    expect((await seedDemoIfEmpty(handle.db, { dataDir })).seeded).toBe(false);
  }, 120_000);
});
