import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listedFloorplans } from '../domain/listing-rules';
import { type DatabaseHandle, openDatabase } from './db';
import { importListing, validateListingFile } from './import';
import { loadListedProperties } from './listings';
import { validListing, writeFixtureImages } from '../../test/listing-fixture';

describe('loadListedProperties', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listings-test-'));
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: null, dataDir: path.join(dir, 'data') });
    await handle.migrate();
    await writeFixtureImages(dir);
    const result = await validateListingFile(validListing(), { baseDir: dir });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    await importListing(handle.db, result.data, { baseDir: dir });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('returns every property with its floor plans, units and web specials in domain shapes', async () => {
    const listed = await loadListedProperties(handle.db);
    const file = validListing();
    expect(listed.map((p) => p.id).sort()).toEqual(file.properties.map((p) => String(p.id)).sort());
    const fileFloorplans = file.properties.flatMap((p) => p.floorplans ?? []);
    const loadedFloorplans = listed.flatMap((p) => p.floorplans);
    expect(loadedFloorplans).toHaveLength(fileFloorplans.length);
    for (const fp of fileFloorplans) {
      const loaded = loadedFloorplans.find((f) => f.id === String(fp.id));
      expect(loaded).toBeDefined();
      expect(loaded!.units.map((u) => u.id).sort()).toEqual((fp.units ?? []).map((u: { id: unknown }) => String(u.id)).sort());
      expect(loaded!.webSpecials).toHaveLength((fp.webSpecials ?? []).length);
    }
  });

  it('resolves local cover images to asset-store URLs', async () => {
    const listed = await loadListedProperties(handle.db);
    const covers = listed.flatMap((p) => p.floorplans).map((f) => f.coverImage).filter(Boolean);
    expect(covers.length).toBeGreaterThan(0);
    for (const src of covers) expect(src).toMatch(/^(\/assets\/[0-9a-f]{32}\.\w+|https?:\/\/)/);
  });

  it('feeds the listing rules', async () => {
    const listed = await loadListedProperties(handle.db);
    const shown = listedFloorplans(listed);
    expect(shown.every((f) => f.active && f.style !== 'GARAGE' && f.property.active)).toBe(true);
  });
});
