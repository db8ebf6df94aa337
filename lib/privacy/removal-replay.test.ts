import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { sublets } from '../data/schema';
import { assetExists, saveAssetBytes, type StoredAsset } from '../storage/asset-store';
import { testImage } from '@/test/sublet-fixtures';
import { infoLinesOf } from '@/test/log-capture';
import { createTestSublet } from '@/test/sublet-rows';
import { openTestDatabase } from '@/test/test-database';
import { storeLeadWithMail } from '../data/leads';
import { removeSublet } from '../sublets/sublet-removal';
import { erasePersonalData, findPersonalData } from './personal-data';
import { loggedRemovals, replayRemovals } from './removal-replay';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let imagesDir: string;

beforeAll(async () => {
  database = await openTestDatabase('replay-');
  imagesDir = mkdtempSync(path.join(os.tmpdir(), 'replay-images-'));
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

const line = (fields: Record<string, unknown>) => JSON.stringify({ time: '2026-11-30T05:00:00.000Z', level: 'info', ...fields });

const digest = 'a'.repeat(64);

describe('loggedRemovals', () => {
  it.each([
    ['a line of the site', [line({ event: 'sublet.removed', id: 'S1', cause: 'deleted', photos: 2 })], ['S1'], []],
    ['behind journalctl\'s prefix', [`Nov 30 05:00:00 web1 node[812]: ${line({ event: 'sublet.removed', id: 'S2', cause: 'rejected' })}`], ['S2'], []],
    ['each once, in order', [line({ event: 'sublet.removed', id: 'B' }), line({ event: 'sublet.removed', id: 'A' }), line({ event: 'sublet.removed', id: 'B' })], ['B', 'A'], []],
    ['an erasure, by its digest', [line({ event: 'privacy.erased', emailDigest: digest, leads: 2 }), line({ event: 'privacy.erased', emailDigest: digest })], [], [digest]],
    ['other events', [line({ event: 'sublet.created', id: 'S3' }), line({ event: 'lead.stored', kind: 'contact' })], [], []],
    ['a visitor\'s words that name the events', [line({ event: 'request.failed', error: 'Failed query: "sublet.removed" S4 "privacy.erased"' })], [], []],
    ['an id no sublet can have, a digest that is not one', [line({ event: 'sublet.removed', id: "x' or 1=1 --" }), line({ event: 'sublet.removed', id: 7 }), line({ event: 'privacy.erased', emailDigest: 'sam@example.com' })], [], []],
    ['lines that are not JSON', ['⚠ metadataBase property in metadata export is not set', '{"event":"sublet.removed","id":"S5"', ''], [], []],
  ])('%s', (_label, lines, subletIds, emailDigests) => {
    expect(loggedRemovals(lines)).toEqual({ subletIds, emailDigests });
  });
});

describe('replayRemovals', () => {
  let colour = 0;
  const photoBytes = () => testImage({ width: 64, height: 48, colour: { r: (colour += 40) % 256, g: 90, b: 150 } });
  const photo = async (): Promise<StoredAsset> => saveAssetBytes(database.db, await photoBytes());

  it('removes again, photos and all, the sublets a restored backup brought back; the others stay', async () => {
    const db = database.db;
    const bytes = [await photoBytes(), await photoBytes()];
    const removedPhotos = [await saveAssetBytes(db, bytes[0]!), await saveAssetBytes(db, bytes[1]!)];
    const deleted = await createTestSublet(db, { photos: removedPhotos, fields: { title: 'Deleted by its poster' } });
    const kept = await createTestSublet(db, { photos: [await photo()], fields: { title: 'Still listed' } });

    // The poster deletes it; the server logs the removal.
    const log = await infoLinesOf(() => removeSublet(db, { assetKey: deleted.assetKey }, { cause: 'deleted', imagesDir, revalidate: () => {} }));
    expect(log).toEqual([expect.stringContaining(`"event":"sublet.removed","id":"${deleted.id}","cause":"deleted","photos":2`)]);

    // A backup made before the deletion is restored: the sublet and its photos are back.
    const restored = [await saveAssetBytes(db, bytes[0]!), await saveAssetBytes(db, bytes[1]!)];
    await createTestSublet(db, { id: deleted.id, photos: restored });
    expect(await db.select({ id: sublets.id }).from(sublets).where(eq(sublets.id, deleted.id))).toHaveLength(1);
    for (const asset of restored) expect(await assetExists(db, asset.storageKey)).toBe(true);

    const summary = await replayRemovals(db, loggedRemovals(['some other line', ...log]), { imagesDir });
    expect(summary).toEqual({ removed: [deleted.id], absent: 0, erased: 0 });
    expect(await db.select({ id: sublets.id }).from(sublets)).toEqual([{ id: kept.id }]);
    for (const asset of restored) expect(await assetExists(db, asset.storageKey)).toBe(false);

    // Run twice, or on a log that names a sublet posted after the backup: nothing more to do.
    expect(await replayRemovals(db, { subletIds: [deleted.id, 'NotInThisBackup'], emailDigests: [] }, { imagesDir })).toEqual({ removed: [], absent: 2, erased: 0 });
  });

  it('erases again the data of a person staff erased, found by the digest the log holds', async () => {
    const db = database.db;
    const send = () =>
      storeLeadWithMail(db, { kind: 'contact', name: 'Rae Quinn', email: 'Rae.Quinn@example.com', payload: {} }, [
        { kind: 'contact', to: ['leasing@example.com'], replyTo: 'Rae.Quinn@example.com', subject: 'New lead', text: 'Rae Quinn asks', html: '<p>x</p>' },
      ]);
    await send();
    const log = await infoLinesOf(() => erasePersonalData(db, 'rae.quinn@example.com'));
    expect(log).toEqual([expect.stringContaining('"event":"privacy.erased"')]);
    // The restored backup holds the lead and its mail again.
    await send();
    expect((await findPersonalData(db, 'rae.quinn@example.com')).leads).toHaveLength(1);

    expect(await replayRemovals(db, loggedRemovals(log))).toEqual({ removed: [], absent: 0, erased: 1 });
    expect(await findPersonalData(db, 'rae.quinn@example.com')).toEqual({ leads: [], sublets: [], mails: 0 });
    // Nothing held under it any more: nothing to erase.
    expect(await replayRemovals(db, loggedRemovals(log))).toEqual({ removed: [], absent: 0, erased: 0 });
  });
});
