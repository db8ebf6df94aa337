import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { heicFixture } from '../../../test/heic-fixtures';
import { servePictures } from '../../../test/picture-host';
import { validListing, writeFixtureImages } from '../../../test/listing-fixture';
import { openDatabase, type DatabaseHandle } from '../db';
import * as s from '../schema';
import { readAsset } from '../../storage/asset-store';
import { ListingValidationError } from './errors';
import { importListing, type ImportListingOptions } from './import-listing';
import { validateListingFile } from './validate-listing';

// The pictures of a listing as the company's data has them: phone photos with their camera's
// metadata, and pictures named by the old system's web addresses (docs/photos.md).
const root = mkdtempSync(path.join(os.tmpdir(), 'import-pictures-'));
const sourceDir = path.join(root, 'source');
let handle: DatabaseHandle;

beforeAll(async () => {
  await writeFixtureImages(sourceDir);
  handle = await openDatabase({ databaseUrl: null, dataDir: path.join(root, 'data') });
  await handle.migrate();
}, 60_000);
afterAll(async () => {
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

async function run(listing: unknown, options: Partial<ImportListingOptions> = {}) {
  const result = await validateListingFile(listing, { baseDir: sourceDir });
  if (!result.ok) throw new ListingValidationError(result.errors);
  return importListing(handle.db, result.data, { baseDir: sourceDir, now: new Date('2026-11-20T12:00:00Z'), ...options });
}

describe('importListing: pictures', () => {
  it("stores a phone photo without what its camera wrote (where, with what), still upright", async () => {
    // A portrait taken on a phone, perhaps at home: GPS, make and orientation in its EXIF.
    const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#7a5c3e' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneMakerCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 9/1 54/1' } })
      .toBuffer();
    writeFileSync(path.join(sourceDir, 'img/portrait.jpg'), photo);
    const listing = validListing();
    listing.teamMembers[0]!.photoLink = 'img/portrait.jpg';
    await run(listing);
    const [member] = await handle.db.select().from(s.teamMembers);
    const [asset] = await handle.db.select().from(s.assets).where(eq(s.assets.id, member!.photoId!));
    const bytes = (await readAsset(handle.db, asset!.storageKey!))!.bytes;
    const meta = await sharp(bytes).metadata();
    // "Exif" and its header, then the orientation alone (32 bytes in all): no GPS, no make.
    expect([asset!.width, asset!.height, meta.orientation, meta.exif?.length, bytes.includes('PhoneMakerCo')]).toEqual([80, 120, 6, 32, false]);
    expect((await sharp(photo).metadata()).exif!.length).toBeGreaterThan(100);
  });

  it('takes a HEIC (a photo copied off an iPhone) and stores it as a JPEG without its EXIF', async () => {
    const heic = heicFixture('red-p3-640x480.heic');
    writeFileSync(path.join(sourceDir, 'img/IMG_4022.HEIC'), heic);
    const listing = validListing();
    listing.teamMembers[0]!.photoLink = 'img/IMG_4022.HEIC';
    await run(listing);
    const [member] = await handle.db.select().from(s.teamMembers);
    const [asset] = await handle.db.select().from(s.assets).where(eq(s.assets.id, member!.photoId!));
    expect(asset!.storageKey).toMatch(/\.jpg$/);
    const meta = await sharp((await readAsset(handle.db, asset!.storageKey!))!.bytes).metadata();
    expect([asset!.width, asset!.height, meta.format, meta.exif]).toEqual([640, 480, 'jpeg', undefined]);
  });

  it('keeps a picture listed twice in a folder once, in its first place', async () => {
    // The same file twice, the same bytes under another name (a copy saved again), and the same
    // link twice: a gallery would show each twice.
    writeFileSync(path.join(sourceDir, 'img/b (1).png'), readFileSync(path.join(sourceDir, 'img/b.png')));
    const drive = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing';
    const listing = validListing();
    listing.properties[0]!.photos = ['img/b.png', 'img/a.png', 'img/b (1).png', drive, 'img/a.png', drive];
    await run(listing);
    const [maple] = await handle.db.select().from(s.properties).where(eq(s.properties.id, 'maple-court'));
    const rows = await handle.db.select().from(s.assets).where(eq(s.assets.folderId, maple!.photosFolderId!));
    const folder = rows.sort((x, y) => Number(x.name) - Number(y.name));
    expect(folder.map((row) => [row.name, row.alt])).toEqual([
      ['0', 'Maple Court, photo 1'],
      ['1', 'Maple Court, photo 2'],
      ['2', 'Maple Court, photo 3'],
    ]);
    // b.png, a.png, the drive picture.
    expect(folder[0]!.storageKey).toBeTruthy();
    expect(folder[1]!.storageKey).toBeTruthy();
    expect(folder[0]!.storageKey).not.toBe(folder[1]!.storageKey);
    expect(folder[2]!.driveId).toBe('1AbCdEfGhIjKlMnOp');
  });

  it('copies pictures named by a web address, and leaves a link to one that cannot be fetched', async () => {
    const host = await servePictures({ '/cover.jpg': readFileSync(path.join(sourceDir, 'img/cover.jpg')) });
    try {
      const web = host.url;
      const listing = validListing();
      listing.properties[0]!.coverImage = `${web}/cover.jpg`;
      listing.properties[0]!.leasingOffice!.officeMap = `${web}/gone.png`;
      const summary = await run(listing, { copyRemoteImages: true });
      expect(summary.images.copied).toBe(1);
      // (Whether the fixture's drive link is copied depends on the machine's way to the web.)
      expect(summary.images.notCopied).toContain(`properties[0].leasingOffice.officeMap: ${web}/gone.png: HTTP 404`);
      const [maple] = await handle.db.select().from(s.properties).where(eq(s.properties.id, 'maple-court'));
      const [cover] = await handle.db.select().from(s.assets).where(eq(s.assets.id, maple!.coverImageId!));
      expect(cover).toMatchObject({ url: null, contentType: 'image/jpeg' });
      expect((await readAsset(handle.db, cover!.storageKey!))?.bytes).toEqual(readFileSync(path.join(sourceDir, 'img/cover.jpg')));
      const [office] = await handle.db.select().from(s.leasingOffices).where(eq(s.leasingOffices.propertyId, 'maple-court'));
      const [map] = await handle.db.select().from(s.assets).where(eq(s.assets.id, office!.officeMapId!));
      expect(map).toMatchObject({ url: `${web}/gone.png`, storageKey: null });
    } finally {
      await host.close();
    }
  });
});
