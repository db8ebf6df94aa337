import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { FIXTURE_IMAGES, type FixtureListing, validListing, writeFixtureImages } from '../../../test/listing-fixture';
import { openDatabase, type DatabaseHandle } from '../db';
import { getFolderImages } from '../folder-images';
import * as s from '../schema';
import { readAsset } from '../../storage/asset-store';
import { ListingValidationError } from './errors';
import { importListingFile } from './import-file';
import { importListing } from './import-listing';
import { validateListingFile } from './validate-listing';

const root = mkdtempSync(path.join(os.tmpdir(), 'data-import-'));
const dataDir = path.join(root, 'data');
const sourceDir = path.join(root, 'source');
let handle: DatabaseHandle;

beforeAll(async () => {
  await writeFixtureImages(sourceDir);
  handle = await openDatabase({ databaseUrl: null, dataDir });
  await handle.migrate();
}, 60_000);
afterAll(async () => {
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

async function run(listing: unknown, now = new Date('2026-11-20T12:00:00Z')) {
  const result = await validateListingFile(listing, { baseDir: sourceDir });
  if (!result.ok) throw new ListingValidationError(result.errors);
  return importListing(handle.db, result.data, { baseDir: sourceDir, now });
}

/** Everything an import may touch, to compare before and after a refused import. */
async function snapshot() {
  const db = handle.db;
  return {
    properties: await db.select().from(s.properties).orderBy(asc(s.properties.id)),
    floorplans: await db.select().from(s.floorplans).orderBy(asc(s.floorplans.id)),
    units: await db.select().from(s.units).orderBy(asc(s.units.id)),
    assets: await db.select().from(s.assets).orderBy(asc(s.assets.id)),
    specials: await db.select().from(s.homePageSpecials).orderBy(asc(s.homePageSpecials.id)),
    team: await db.select().from(s.teamMembers).orderBy(asc(s.teamMembers.id)),
    sublets: await db.select().from(s.sublets).orderBy(asc(s.sublets.id)),
    subletPhotos: await db.select().from(s.subletPhotos).orderBy(asc(s.subletPhotos.assetId)),
  };
}

describe('importListing (embedded PostgreSQL)', () => {
  it('imports every entity, with local images copied into the asset store', async () => {
    const summary = await run(validListing());
    expect(summary).toMatchObject({
      properties: 2,
      floorplans: 3,
      units: 2,
      amenities: 2,
      utilities: 2,
      variations: 1,
      testimonials: 1,
      webSpecials: 1,
      similarFloorplans: 2,
      homePageSpecials: 1,
      teamMembers: 1,
      sublets: { added: 1, updated: 0 },
      changed: { properties: 2, floorplans: 3 },
    });

    const db = handle.db;
    const [maple] = await db.select().from(s.properties).where(eq(s.properties.id, 'maple-court'));
    expect(maple).toMatchObject({ name: 'Maple Court', email: 'leasing-maple@limestonelane.example', leasingOfficeType: 'ON_SITE', position: 0 });
    const [cover] = await db.select().from(s.assets).where(eq(s.assets.id, maple!.coverImageId!));
    const spec = FIXTURE_IMAGES['img/cover.jpg'];
    expect(cover).toMatchObject({ contentType: 'image/jpeg', width: spec.width, height: spec.height, alt: 'Maple Court' });
    expect((await readAsset(handle.db, cover!.storageKey!))?.bytes).toEqual(readFileSync(path.join(sourceDir, 'img/cover.jpg')));

    // Pets as the system the site replaces exports them: a Pet value and the staff's own text.
    const [one] = await db.select().from(s.floorplans).where(eq(s.floorplans.id, 'maple-one'));
    expect([one!.allowedPet, one!.petPolicy]).toEqual(['CAT', 'Cats welcome, $300 deposit']);
    const petUnits = await db.select({ code: s.units.code, allowedPet: s.units.allowedPet, petPolicy: s.units.petPolicy }).from(s.units).where(eq(s.units.floorplanId, 'maple-one'));
    expect(petUnits).toContainEqual({ code: '102', allowedPet: 'LARGE_DOG_SMALL_DOG_CAT', petPolicy: 'Dogs of any size in this ground-floor home, $400 deposit' });

    // The property's photo folder keeps the file order; the drive link is kept as a drive id.
    const photos = await getFolderImages(db, maple!.photosFolderId!);
    expect(photos.map((p) => [p.width, p.remote])).toEqual([[640, false], [300, false], [null, true]]);
    expect(photos[2]!.src).toBe('https://drive.google.com/uc?export=view&id=1AbCdEfGhIjKlMnOp');

    const [office] = await db.select().from(s.leasingOffices).where(eq(s.leasingOffices.propertyId, 'maple-court'));
    const [map] = await db.select().from(s.assets).where(eq(s.assets.id, office!.officeMapId!));
    expect(map).toMatchObject({ url: 'https://example.com/map.png', storageKey: null });

    const fps = await db.select().from(s.floorplans).orderBy(asc(s.floorplans.position));
    expect(fps.map((f) => [f.id, f.propertyId, f.style])).toEqual([
      ['maple-one', 'maple-court', 'APARTMENT'],
      ['12', 'maple-court', 'TOWN_HOME'],
      ['oak-studio', 'oak-suites', 'STUDIO'],
    ]);
    expect(fps[2]).toMatchObject({ priceFor2To4Days: '120', priceFor5To13Days: '99.50', priceFor1To4Months: 'Call for pricing', priceFor4andMoreMonths: null });
    const units = await db.select().from(s.units).orderBy(asc(s.units.id));
    expect(units.map((u) => [u.code, u.rent, u.moveInDate, u.availabilityExtensionMonths, u.active])).toEqual([
      ['101', 900, '2026-12-01', 2, true],
      ['102', 925, '2027-01-15', 0, false],
    ]);
    const similar = await db.select().from(s.similarFloorplans);
    expect(similar.map((r) => `${r.floorplanId}>${r.similarToId}`).sort()).toEqual(['12>maple-one', 'maple-one>12']);
    const [special] = await db.select().from(s.homePageSpecials);
    expect(special!.properties).toEqual(['maple-court', 'oak-suites']);
    const [sublet] = await db.select().from(s.sublets);
    expect(sublet).toMatchObject({ id: 'sub-1', approved: true, assetKeyHash: null });
    expect(sublet!.approvedAt).toEqual(sublet!.createdDate);
    const subletPhotos = await db.select().from(s.subletPhotos).orderBy(asc(s.subletPhotos.position));
    expect(subletPhotos.map((p) => [p.position, p.isCover])).toEqual([[0, true], [1, false]]);
    expect(subletPhotos[0]!.assetId).toBe(sublet!.coverImageId);
  });

  it('keeps updatedAt of unchanged rows and moves it for changed ones', async () => {
    const before = await handle.db.select().from(s.floorplans);
    const later = new Date('2026-11-21T12:00:00Z');
    const listing: FixtureListing = validListing();
    listing.properties[0]!.floorplans[0]!.units[0]!.rent = 950;
    const summary = await run(listing, later);
    expect(summary.changed).toEqual({ properties: 0, floorplans: 1 });
    const after = await handle.db.select().from(s.floorplans);
    const at = (rows: typeof before, id: string) => rows.find((r) => r.id === id)!.updatedAt.toISOString();
    expect(at(after, 'maple-one')).toBe(later.toISOString());
    expect(at(after, '12')).toBe(at(before, '12'));
    expect(at(after, 'oak-studio')).toBe(at(before, 'oak-studio'));
  });

  it('stores questions and announcements (only their fields); a file without them clears them', async () => {
    const listing = validListing() as FixtureListing & Record<string, unknown>;
    const property = listing.properties[0] as unknown as Record<string, unknown>;
    property.faqs = [{ question: 'Where do I park?', answer: 'Behind the building.', internalNote: 'not stored' }];
    (listing.properties[0]!.floorplans[0] as unknown as Record<string, unknown>).faqs = [{ question: 'Own bath?', answer: 'Yes.' }];
    listing.announcements = [{ text: 'Open house Saturday', link: '/communities/maple-court', startDate: '2026-11-20', endDate: '2026-11-28' }];
    const summary = await run(listing, new Date('2026-11-22T12:00:00Z'));
    expect(summary.announcements).toBe(1);
    expect(summary.changed).toEqual({ properties: 1, floorplans: 1 });
    const [maple] = await handle.db.select().from(s.properties).where(eq(s.properties.id, listing.properties[0]!.id));
    expect(maple!.faqs).toEqual([{ question: 'Where do I park?', answer: 'Behind the building.' }]);
    const [plan] = await handle.db.select().from(s.floorplans).where(eq(s.floorplans.id, 'maple-one'));
    expect(plan!.faqs).toEqual([{ question: 'Own bath?', answer: 'Yes.' }]);
    expect(await handle.db.select({ text: s.announcements.text, link: s.announcements.link, endDate: s.announcements.endDate }).from(s.announcements)).toEqual([
      { text: 'Open house Saturday', link: '/communities/maple-court', endDate: '2026-11-28' },
    ]);

    await run(validListing(), new Date('2026-11-23T12:00:00Z'));
    expect(await handle.db.select().from(s.announcements)).toEqual([]);
    const [cleared] = await handle.db.select().from(s.properties).where(eq(s.properties.id, listing.properties[0]!.id));
    expect(cleared!.faqs).toEqual([]);
  });

  it('stores the office\'s opening hours and the tour capacity, 1 when not given', async () => {
    const listing = validListing() as FixtureListing & Record<string, unknown>;
    (listing.properties[1] as unknown as Record<string, unknown>).tourSlotCapacity = 3;
    await run(listing, new Date('2026-11-24T12:00:00Z'));
    const [maple] = await handle.db.select().from(s.leasingOffices).where(eq(s.leasingOffices.propertyId, listing.properties[0]!.id));
    expect(maple!.openingHours).toHaveLength(5);
    expect(maple!.openingHours[0]).toEqual({ day: 'MONDAY', opens: '09:00', closes: '17:00' });
    const capacities = await handle.db.select({ id: s.properties.id, capacity: s.properties.tourSlotCapacity }).from(s.properties).orderBy(s.properties.position);
    expect(capacities.map((c) => c.capacity)).toEqual([1, 3]);
  });

  it('replaces all listing content on re-import and keeps sublets not in the file', async () => {
    await handle.db.insert(s.sublets).values({
      id: 'site-posted',
      assetKeyHash: 'hash-of-a-key',
      email: 'x@example.com',
      firstName: 'X',
      lastName: 'Y',
      availableFrom: '2026-12-01',
      availableTo: '2027-01-01',
      rent: 500,
      address: '2 Oak St',
      zipcode: '47401',
      title: 'Posted on the site',
      description: 'Kept',
    });
    const listing: FixtureListing = validListing();
    listing.properties = [listing.properties[1]!];
    listing.homePageSpecials = [];
    listing.teamMembers = [{ ...listing.teamMembers[0]!, name: 'Bo Diaz' }];
    listing.sublets = [];
    await run(listing);

    const db = handle.db;
    expect((await db.select().from(s.properties)).map((p) => p.id)).toEqual(['oak-suites']);
    expect((await db.select().from(s.floorplans)).map((f) => f.id)).toEqual(['oak-studio']);
    expect(await db.select().from(s.units)).toEqual([]);
    expect(await db.select().from(s.leasingOffices)).toEqual([]);
    expect(await db.select().from(s.homePageSpecials)).toEqual([]);
    expect((await db.select().from(s.teamMembers)).map((m) => m.name)).toEqual(['Bo Diaz']);
    // The old listing's images are gone; the sublet's stay.
    const assets = await db.select().from(s.assets);
    expect(assets.filter((a) => a.folderId?.startsWith('property:maple-court'))).toEqual([]);
    expect(assets.filter((a) => a.id.startsWith('sublet-import-'))).toHaveLength(2);
    expect((await db.select().from(s.sublets).orderBy(asc(s.sublets.id))).map((r) => r.id)).toEqual(['site-posted', 'sub-1']);
  });

  it('adds or updates sublets by id, replacing their photos only when the file gives images', async () => {
    const listing: FixtureListing = validListing();
    const sublet = { ...listing.sublets[0]!, rent: 650, title: 'Room, price drop', photos: [] as string[], coverImage: 'img/b.png', createdDate: undefined };
    const fresh = { ...listing.sublets[0]!, id: 'sub-2', coverImage: undefined, photos: undefined, approved: false, createdDate: undefined };
    listing.sublets = [sublet, fresh];
    const summary = await run(listing);
    expect(summary.sublets).toEqual({ added: 1, updated: 1 });

    const db = handle.db;
    const rows = await db.select().from(s.sublets).orderBy(asc(s.sublets.id));
    expect(rows.map((r) => [r.id, r.rent, r.title, r.approved, r.assetKeyHash])).toEqual([
      ['site-posted', 500, 'Posted on the site', false, 'hash-of-a-key'],
      ['sub-1', 650, 'Room, price drop', true, null],
      ['sub-2', 600, 'Room for rent', false, null],
    ]);
    expect(rows[2]!.approvedAt).toBeNull();
    // No createdDate in the file: the existing sublet keeps its own, the new one gets the import time.
    expect(rows[1]!.createdDate).toEqual(new Date('2026-11-01T00:00:00'));
    expect(rows[1]!.approvedAt).toEqual(new Date('2026-11-01T00:00:00'));
    expect(rows[2]!.createdDate.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    const photos = await db.select().from(s.subletPhotos).where(eq(s.subletPhotos.subletId, 'sub-1'));
    expect(photos).toHaveLength(1);
    const [asset] = await db.select().from(s.assets).where(eq(s.assets.id, photos[0]!.assetId));
    expect([asset!.width, asset!.height]).toEqual([640, 480]);
    expect(await db.select().from(s.assets).where(sql`${s.assets.id} like 'sublet-import-%'`)).toHaveLength(1);
  });

  it('changes nothing when the file is invalid', async () => {
    const before = await snapshot();
    const bad: FixtureListing = validListing();
    (bad.properties[0]!.floorplans[0] as Record<string, unknown>).style = 'LOFT';
    bad.properties[0]!.photos.push('img/missing.png');
    const file = path.join(sourceDir, 'bad.json');
    writeFileSync(file, JSON.stringify(bad));
    const error = await importListingFile(handle.db, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ListingValidationError);
    expect((error as ListingValidationError).errors).toEqual([
      expect.stringMatching(/^properties\[0\]\.floorplans\[0\]\.style: must be one of STUDIO/),
      expect.stringMatching(/^properties\[0\]\.photos\[3\]: file not found: img\/missing\.png/),
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('rolls everything back when the database fails mid-way', async () => {
    await run(validListing());
    const before = await snapshot();
    // A real database error while the units go in (after the properties and floor plans).
    await handle.db.execute(
      sql.raw(`create or replace function fail_on_boom() returns trigger as $$
      begin if new.code = 'boom' then raise exception 'unit boom refused'; end if; return new; end $$ language plpgsql`),
    );
    await handle.db.execute(sql.raw('create trigger units_boom before insert on units for each row execute function fail_on_boom()'));
    try {
      const listing: FixtureListing = validListing();
      listing.properties[0]!.rating = 3;
      listing.properties[0]!.floorplans[0]!.units.push({ id: 'boom', rent: 1 } as never);
      listing.sublets[0]!.rent = 1;
      const error = await run(listing).catch((e: unknown) => e);
      expect(String((error as { cause?: unknown }).cause ?? error)).toContain('unit boom refused');
      expect(await snapshot()).toEqual(before);
    } finally {
      await handle.db.execute(sql.raw('drop trigger units_boom on units'));
      await handle.db.execute(sql.raw('drop function fail_on_boom()'));
    }
  });
});

describe('getFolderImages', () => {
  it('orders a folder by the integer value of name and skips other folders', async () => {
    const row = (id: string, folderId: string, name: string) => ({ id: `test-${id}`, folderId, name, url: `https://example.com/${id}.jpg` });
    await handle.db.insert(s.assets).values([row('a', 'test-folder', '10'), row('b', 'test-folder', '2'), row('c', 'test-folder', '1'), row('d', 'other', '0')]);
    const images = await getFolderImages(handle.db, 'test-folder', 'Photo');
    expect(images.map((i) => i.src)).toEqual(['https://example.com/c.jpg', 'https://example.com/b.jpg', 'https://example.com/a.jpg']);
    expect(images[0]).toMatchObject({ alt: 'Photo', remote: true });
    expect(await getFolderImages(handle.db, 'no-such-folder')).toEqual([]);
  });
});
