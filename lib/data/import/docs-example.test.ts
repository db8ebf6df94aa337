import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '@/test/test-database';
import { floorplans, units } from '../schema';
import { importListingFile } from './import-file';

/** The example in docs/examples/ is what docs/import-format.md shows staff: it must import as is. */
const EXAMPLE = path.join(process.cwd(), 'docs', 'examples', 'listing.json');

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase('docs-example-');
}, 60_000);
afterAll(() => database.close());

it('docs/examples/listing.json imports cleanly, Pet values and policy texts included', async () => {
  const summary = await importListingFile(database.db, EXAMPLE, { now: new Date('2026-11-24T12:00:00Z') });
  expect(summary).toMatchObject({ properties: 1, floorplans: 2, units: 3, homePageSpecials: 1, teamMembers: 1, images: { stored: expect.any(Number) } });
  expect(summary.images.stored).toBeGreaterThan(0);
  const [redbud] = await database.db.select().from(floorplans).where(eq(floorplans.id, 'hillside-two-bed'));
  expect(redbud).toMatchObject({ allowedPet: 'SMALL_DOG_CAT', petPolicy: expect.stringContaining('under 30 lb') });
  const [ground] = await database.db.select().from(units).where(eq(units.code, '104'));
  expect(ground).toMatchObject({ allowedPet: 'LARGE_DOG_SMALL_DOG_CAT' });
});
