import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { storeLeadWithMail } from '../data/leads';
import { leads, mailOutbox, sublets } from '../data/schema';
import { assetExists, saveAssetBytes, type StoredAsset } from '../storage/asset-store';
import { removeSublet } from '../sublets/sublet-removal';
import { infoLinesOf } from '@/test/log-capture';
import { testImage } from '@/test/sublet-fixtures';
import { createTestSublet } from '@/test/sublet-rows';
import { openTestDatabase } from '@/test/test-database';
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
    [
      'an erasure, by its digest, bounded by its last time or the bound it kept',
      [line({ event: 'privacy.erased', emailDigest: digest, leads: 2 }), line({ event: 'privacy.erased', emailDigest: digest, time: '2026-12-01T00:00:00.000Z', storedBefore: '2026-11-30T06:00:00.000Z' })],
      [],
      [{ emailDigest: digest, at: new Date('2026-11-30T06:00:00.000Z') }],
    ],
    ['other events', [line({ event: 'sublet.created', id: 'S3' }), line({ event: 'lead.stored', kind: 'contact' })], [], []],
    ['a visitor\'s words that name the events', [line({ event: 'request.failed', error: 'Failed query: "sublet.removed" S4 "privacy.erased"' })], [], []],
    ['an id no sublet can have, a digest that is not one', [line({ event: 'sublet.removed', id: "x' or 1=1 --" }), line({ event: 'sublet.removed', id: 7 }), line({ event: 'privacy.erased', emailDigest: 'sam@example.com' })], [], []],
    ['lines that are not JSON', ['⚠ metadataBase property in metadata export is not set', '{"event":"sublet.removed","id":"S5"', ''], [], []],
  ])('%s', (_label, lines, subletIds, erasures) => {
    expect(loggedRemovals(lines)).toEqual({ subletIds, erasures });
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
    expect(await replayRemovals(db, { subletIds: [deleted.id, 'NotInThisBackup'], erasures: [] }, { imagesDir })).toEqual({ removed: [], absent: 2, erased: 0 });
  });

  it('erases again what a person staff erased had sent before, found by the digest the log holds; what they sent after stays', async () => {
    const db = database.db;
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    /** A contact message from Rae, stored at `at` with its mail. */
    const send = async (at?: Date) => {
      const { leadId } = await storeLeadWithMail(db, { kind: 'contact', name: 'Rae Quinn', email: 'Rae.Quinn@example.com', payload: {} }, [
        { kind: 'contact', to: ['leasing@example.com'], replyTo: 'Rae.Quinn@example.com', subject: 'New lead', text: 'Rae Quinn asks', html: '<p>x</p>' },
      ]);
      if (at) {
        await db.update(leads).set({ createdAt: at }).where(eq(leads.id, leadId));
        await db.update(mailOutbox).set({ createdAt: at }).where(eq(mailOutbox.leadId, leadId));
      }
      return leadId;
    };
    await send(hourAgo);
    const log = await infoLinesOf(() => erasePersonalData(db, 'rae.quinn@example.com'));
    expect(log).toEqual([expect.stringContaining('"event":"privacy.erased"')]);
    // The restored backup holds the message of an hour ago again; Rae has written since her erasure.
    await send(hourAgo);
    const since = await send();
    expect((await findPersonalData(db, 'rae.quinn@example.com')).leads).toHaveLength(2);

    const again = await infoLinesOf(async () => expect(await replayRemovals(db, loggedRemovals(log))).toEqual({ removed: [], absent: 0, erased: 1 }));
    expect(await findPersonalData(db, 'rae.quinn@example.com')).toMatchObject({ leads: [{ id: since }], sublets: [], mails: [{ kind: 'contact' }] });
    // Nothing of before the erasure is left; and the replay's own line keeps the first bound.
    expect(await replayRemovals(db, loggedRemovals(log))).toEqual({ removed: [], absent: 0, erased: 0 });
    expect(await replayRemovals(db, loggedRemovals(again))).toEqual({ removed: [], absent: 0, erased: 0 });
    expect((await findPersonalData(db, 'rae.quinn@example.com')).leads).toHaveLength(1);
  });
});
