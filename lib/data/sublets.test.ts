import { eq } from 'drizzle-orm';
import { assetExists, saveAssetBytes } from '../storage/asset-store';
import { openTestDatabase } from '@/test/test-database';
import { createTestSublet } from '@/test/sublet-rows';
import { testImage } from '@/test/sublet-fixtures';
import { hashAssetKey } from '../sublets/asset-key';
import { PRIVATE_SUBLET_FIELDS } from './sublet-view';
import { sublets } from './schema';
import { approveSublet, deleteSubletByAssetKey } from './sublet-changes';
import {
  loadListedSubletFolder,
  loadListedSublets,
  loadListedSubletPoster,
  loadSubletByAssetKey,
  loadSubletForModeration,
  PUBLIC_SUBLET_COLUMNS,
} from './sublets';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2027-03-01T15:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase('sublets-data-');
}, 60_000);
afterAll(() => database.close());

/** Every key of a value, at any depth. */
function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => allKeys(item, keys));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      keys.add(key);
      allKeys(item, keys);
    }
  }
  return keys;
}

describe('the public view model', () => {
  it('is read through columns that hold nothing private', () => {
    const columns = Object.values(PUBLIC_SUBLET_COLUMNS).map((column) => column.name);
    for (const name of ['email', 'first_name', 'last_name', 'asset_key_hash']) expect(columns).not.toContain(name);
    for (const field of PRIVATE_SUBLET_FIELDS) expect(Object.keys(PUBLIC_SUBLET_COLUMNS)).not.toContain(field);
  });

  it('has no asset key, hash, e-mail or name, in any field or value', async () => {
    const db = database.db;
    const photo = await saveAssetBytes(database.db, await testImage({ width: 300, height: 200 }));
    const posted = await createTestSublet(db, { photos: [photo], createdDate: T0 });
    await approveSublet(db, posted.id, T0);

    const board = await loadListedSublets(db, new Date(T0.getTime() + DAY));
    const managed = await loadSubletByAssetKey(db, posted.assetKey, new Date(T0.getTime() + DAY));
    const moderated = await loadSubletForModeration(db, posted.id, new Date(T0.getTime() + DAY));
    for (const payload of [board, managed, moderated]) {
      const keys = allKeys(payload);
      for (const field of PRIVATE_SUBLET_FIELDS) expect(keys.has(field)).toBe(false);
      const json = JSON.stringify(payload);
      for (const secret of [posted.assetKey, hashAssetKey(posted.assetKey), posted.fields.email, posted.fields.lastName, posted.fields.firstName]) {
        expect(json).not.toContain(secret);
      }
    }
    const listed = board.find((s) => s.id === posted.id);
    expect(Object.keys(listed ?? {}).sort()).toEqual(
      [
        'address',
        'availableBedrooms',
        'availableFrom',
        'availableTo',
        'bedroom',
        'createdDate',
        'description',
        'id',
        'listedUntil',
        'petsAllowed',
        'photos',
        'rent',
        'title',
        'utilitiesIncluded',
        'zipcode',
      ].sort(),
    );
    expect(listed).toMatchObject({
      rent: 540.4,
      listedUntil: new Date(T0.getTime() + 30 * DAY).toISOString(),
      photos: [{ src: `/assets/${photo.storageKey}`, width: 300, height: 200, remote: false }],
    });
    expect(listed?.photos[0]?.alt).toContain(posted.fields.title);
  });

  it('gives a sublet without photos the default image', async () => {
    const posted = await createTestSublet(database.db, { createdDate: T0 });
    const found = await loadSubletForModeration(database.db, posted.id, T0);
    expect(found?.sublet.photos).toEqual([expect.objectContaining({ src: '/images/default-image.jpg' })]);
    expect(found?.status).toBe('pending');
  });
});

describe('the board: active, approved, unexpired, newest first', () => {
  it('lists only approved sublets for 30 days after approval (injected clock)', async () => {
    const db = database.db;
    const older = await createTestSublet(db, { createdDate: new Date(T0.getTime() - 2 * DAY), fields: { title: 'Older' } });
    const newer = await createTestSublet(db, { createdDate: new Date(T0.getTime() - DAY), fields: { title: 'Newer' } });
    const pending = await createTestSublet(db, { createdDate: T0, fields: { title: 'Pending' } });
    const ids = (list: { id: string }[]) => list.map((s) => s.id).filter((id) => [older.id, newer.id, pending.id].includes(id));

    expect(ids(await loadListedSublets(db, T0))).toEqual([]);
    expect(await approveSublet(db, older.id, T0)).toBe('approved');
    expect(await approveSublet(db, older.id, T0)).toBe('already-approved');
    expect(await approveSublet(db, newer.id, new Date(T0.getTime() + 5 * DAY))).toBe('approved');
    expect(await approveSublet(db, 'sub_unknown', T0)).toBe('not-found');

    expect(ids(await loadListedSublets(db, new Date(T0.getTime() + 6 * DAY)))).toEqual([newer.id, older.id]);
    // Older: approved at T0, gone at T0 + 30 days exactly; newer stays until T0 + 35 days.
    expect(ids(await loadListedSublets(db, new Date(T0.getTime() + 30 * DAY - 1)))).toEqual([newer.id, older.id]);
    expect(ids(await loadListedSublets(db, new Date(T0.getTime() + 30 * DAY)))).toEqual([newer.id]);
    expect(ids(await loadListedSublets(db, new Date(T0.getTime() + 35 * DAY)))).toEqual([]);

    const expired = await loadSubletByAssetKey(db, older.assetKey, new Date(T0.getTime() + 31 * DAY));
    expect(expired?.status).toBe('expired');
    expect((await loadSubletByAssetKey(db, newer.assetKey, new Date(T0.getTime() + 6 * DAY)))?.status).toBe('listed');
    expect((await loadSubletByAssetKey(db, pending.assetKey, T0))?.status).toBe('pending');
  });

  it('gives the poster address for messages only while listed', async () => {
    const db = database.db;
    const posted = await createTestSublet(db, { createdDate: T0 });
    expect(await loadListedSubletPoster(db, posted.id, T0)).toBeNull();
    await approveSublet(db, posted.id, T0);
    expect(await loadListedSubletPoster(db, posted.id, new Date(T0.getTime() + DAY))).toEqual({ email: posted.fields.email, title: posted.fields.title });
    expect(await loadListedSubletPoster(db, posted.id, new Date(T0.getTime() + 30 * DAY))).toBeNull();
    expect(await loadListedSubletPoster(db, 'sub_nope', T0)).toBeNull();
  });

  it('drops a listing after its Available To day in Bloomington, within its 30 days: board, messages, photos', async () => {
    const db = database.db;
    const photo = await saveAssetBytes(db, await testImage({ width: 300, height: 200 }));
    const posted = await createTestSublet(db, { createdDate: T0, photos: [photo], fields: { availableFrom: '2027-03-02', availableTo: '2027-03-10' } });
    await approveSublet(db, posted.id, T0);
    // Bloomington is UTC−5 in early March: Mar 10 ends at 05:00 UTC on Mar 11.
    const lastMinute = new Date('2027-03-11T04:59:00Z');
    const nextDay = new Date('2027-03-11T05:00:00Z');
    const listed = async (now: Date) => (await loadListedSublets(db, now)).some((sublet) => sublet.id === posted.id);

    expect(await listed(lastMinute)).toBe(true);
    expect(await loadListedSubletPoster(db, posted.id, lastMinute)).not.toBeNull();
    expect(await loadListedSubletFolder(db, posted.id, lastMinute)).not.toBeNull();
    expect((await loadSubletByAssetKey(db, posted.assetKey, lastMinute))?.status).toBe('listed');

    expect(await listed(nextDay)).toBe(false);
    expect(await loadListedSubletPoster(db, posted.id, nextDay)).toBeNull();
    expect(await loadListedSubletFolder(db, posted.id, nextDay)).toBeNull();
    expect(await loadSubletByAssetKey(db, posted.assetKey, nextDay)).toMatchObject({ status: 'dates-past', renewable: false, renewableFrom: null });
    expect((await loadSubletForModeration(db, posted.id, nextDay))?.status).toBe('dates-past');
    // Not approved before its dates passed: approving it would list nothing.
    const late = await createTestSublet(db, { createdDate: T0, fields: { availableFrom: '2027-03-02', availableTo: '2027-03-10' } });
    expect((await loadSubletForModeration(db, late.id, lastMinute))?.status).toBe('pending');
    expect((await loadSubletForModeration(db, late.id, nextDay))?.status).toBe('lapsed');
    expect((await loadSubletByAssetKey(db, late.assetKey, nextDay))?.status).toBe('lapsed');
    // Past its 30 days it still says why it left the board.
    expect((await loadSubletByAssetKey(db, posted.assetKey, new Date(T0.getTime() + 31 * DAY)))?.status).toBe('dates-past');
  });

  // A moderator's page opened before the change still has its button: the button lists it or
  // changes nothing. Available To Mar 10 ends at 05:00 UTC on Mar 11 (UTC−5).
  const AT_LAST_MINUTE = new Date('2027-03-11T04:59:00Z');
  const AT_NEXT_DAY = new Date('2027-03-11T05:00:00Z');
  it.each<[string, { approvedAt?: Date; heldAt?: Date }, Date, string]>([
    ['Approve on its Available To day', {}, AT_LAST_MINUTE, 'approved'],
    ['Approve the day after its Available To day', {}, AT_NEXT_DAY, 'not-listable'],
    ['Put back on its Available To day', { approvedAt: T0, heldAt: T0 }, AT_LAST_MINUTE, 'restored'],
    ['Put back the day after its Available To day', { approvedAt: T0, heldAt: T0 }, AT_NEXT_DAY, 'not-listable'],
    ['Put back after its 30 days ended', { approvedAt: new Date(T0.getTime() - 30 * DAY), heldAt: T0 }, AT_LAST_MINUTE, 'not-listable'],
    ['Approve again once its dates passed', { approvedAt: T0 }, AT_NEXT_DAY, 'already-approved'],
  ])('%s', async (_case, state, now, expected) => {
    const db = database.db;
    const posted = await createTestSublet(db, { createdDate: new Date(T0.getTime() - 31 * DAY), fields: { availableFrom: '2027-03-02', availableTo: '2027-03-10' } });
    if (state.approvedAt) await db.update(sublets).set({ approved: true, approvedAt: state.approvedAt, heldAt: state.heldAt ?? null }).where(eq(sublets.id, posted.id));
    const [before] = await db.select().from(sublets).where(eq(sublets.id, posted.id));
    const notice = jest.fn(() => null);

    expect(await approveSublet(db, posted.id, now, notice)).toBe(expected);
    const [after] = await db.select().from(sublets).where(eq(sublets.id, posted.id));
    const listed = (await loadListedSublets(db, now)).some((sublet) => sublet.id === posted.id);
    if (expected === 'approved' || expected === 'restored') {
      expect(listed).toBe(true);
      expect(notice).toHaveBeenCalledWith(expected, expect.objectContaining({ id: posted.id }));
    } else {
      expect(after).toEqual(before);
      expect(listed).toBe(false);
      expect(notice).not.toHaveBeenCalled();
    }
  });
});

describe('asset keys find and delete exactly one sublet', () => {
  it('looks up by hash; other keys, malformed keys and the hash itself find nothing', async () => {
    const db = database.db;
    const posted = await createTestSublet(db, { createdDate: T0 });
    expect((await loadSubletByAssetKey(db, posted.assetKey, T0))?.sublet.id).toBe(posted.id);
    const wrong = `${posted.assetKey.slice(0, -1)}${posted.assetKey.endsWith('A') ? 'B' : 'A'}`;
    for (const key of [wrong, 'new', '', hashAssetKey(posted.assetKey), posted.id, `${posted.assetKey}x`]) {
      expect(await loadSubletByAssetKey(db, key, T0)).toBeNull();
      expect(await deleteSubletByAssetKey(db, key)).toBeNull();
    }
  });

  it('deletes the row, its photos, assets and stored bytes, and reports the bytes it removed', async () => {
    const db = database.db;
    const photo = await saveAssetBytes(database.db, await testImage({ width: 320, height: 240, colour: { r: 1, g: 99, b: 7 } }));
    const posted = await createTestSublet(db, { photos: [photo], createdDate: T0 });
    await approveSublet(db, posted.id, T0);
    const result = await deleteSubletByAssetKey(db, posted.assetKey);
    expect(result).toEqual({ id: posted.id, removedStorageKeys: [photo.storageKey] });
    expect(await assetExists(db, photo.storageKey)).toBe(false);
    expect(await db.select().from(sublets).where(eq(sublets.id, posted.id))).toEqual([]);
    expect((await loadListedSublets(db, new Date(T0.getTime() + DAY))).map((s) => s.id)).not.toContain(posted.id);
    expect(await deleteSubletByAssetKey(db, posted.assetKey)).toBeNull();
  });
});

describe("a sublet's photo folder is readable only while the sublet is listed", () => {
  it('lists the photos of a listed sublet; unknown, pending, expired and deleted ones are null alike', async () => {
    const db = database.db;
    const photo = await saveAssetBytes(database.db, await testImage({ width: 100, height: 80, colour: { r: 200, g: 3, b: 150 } }));
    const posted = await createTestSublet(db, { photos: [photo], createdDate: T0 });
    expect(await loadListedSubletFolder(db, posted.id, T0)).toBeNull(); // pending
    await approveSublet(db, posted.id, T0);
    expect((await loadListedSubletFolder(db, posted.id, new Date(T0.getTime() + DAY)))?.map((image) => image.src)).toEqual([`/assets/${photo.storageKey}`]);
    expect(await loadListedSubletFolder(db, posted.id, new Date(T0.getTime() + 30 * DAY))).toBeNull(); // expired
    expect(await loadListedSubletFolder(db, 'sub_unknown', T0)).toBeNull();
    await deleteSubletByAssetKey(db, posted.assetKey);
    expect(await loadListedSubletFolder(db, posted.id, new Date(T0.getTime() + DAY))).toBeNull();
  });
});
