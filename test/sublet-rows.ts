import { insertSubletWithPhotos, type NewSubletPhoto } from '../lib/data/sublet-changes';
import type { Db } from '../lib/data/db';
import type { SubletFields } from '../lib/domain/validation/sublet';
import { generateAssetKey, hashAssetKey } from '../lib/sublets/asset-key';
import { newSubletId } from '../lib/sublets/create-endpoint';
import { addDays, siteDay } from '../lib/domain/site-day';

/** A stored sublet for tests (unapproved, as posted), with its key; `id` as a restored backup would bring it back. */
export async function createTestSublet(
  db: Db,
  {
    fields = {},
    photos = [],
    createdDate = new Date(),
    id = newSubletId(),
  }: { fields?: Partial<SubletFields>; photos?: NewSubletPhoto[]; createdDate?: Date; id?: string } = {},
): Promise<{ id: string; assetKey: string; fields: SubletFields }> {
  const assetKey = generateAssetKey();
  // Dates from its posting, not fixed ones: the board drops a sublet after its Available To day,
  // and tests that post on the real clock must not start failing on a day of the calendar.
  const posted = siteDay(createdDate);
  const all: SubletFields = {
    firstName: 'Morgan',
    lastName: 'Zebulon-Private',
    email: `poster-${id.toLowerCase()}@example.com`,
    bedroom: 3,
    availableBedrooms: 2,
    address: '611 E 2nd St, Bloomington IN',
    zipcode: '47401',
    availableFrom: addDays(posted, 30),
    availableTo: addDays(posted, 365),
    rent: 540.4,
    petsAllowed: true,
    utilitiesIncluded: false,
    title: `Two rooms ${id.slice(-4)}`,
    description: 'Near Bryan Park.',
    ...fields,
  };
  await insertSubletWithPhotos(db, { id, assetKeyHash: hashAssetKey(assetKey), fields: all, photos, createdDate }, []);
  return { id, assetKey, fields: all };
}
