import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { approveSublet, deleteSubletById } from '../data/sublet-changes';
import { renewSublet } from '../data/sublet-renewal';
import { storeEndedNotices } from '../data/sublet-notices';
import { assets, mailOutbox, subletPhotos, sublets } from '../data/schema';
import { formatDisplayDate } from '../domain/formats';
import { siteDay } from '../domain/site-day';
import { assetExists, saveAssetBytes, type StoredAsset } from '../storage/asset-store';
import { upstreamEtagOfAsset } from '../storage/optimized-images';
import { testImage } from '@/test/sublet-fixtures';
import { createTestSublet } from '@/test/sublet-rows';
import { openTestDatabase } from '@/test/test-database';
import { verifyApprovalToken } from './approval-token';
import { posterNoticeMail } from './poster-notice-mail';
import { runSubletRetention } from './retention-job';
import { isolate } from '../mail/render';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let imagesDir: string;
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2027-06-30T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  database = await openTestDatabase('retention-');
  imagesDir = mkdtempSync(path.join(os.tmpdir(), 'retention-images-'));
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  // Each test starts from an empty board (the rows of the one before are not its business).
  for (const { id } of await database.db.select({ id: sublets.id }).from(sublets)) await deleteSubletById(database.db, id);
});

let colour = 0;
async function photo(): Promise<StoredAsset> {
  colour += 1;
  return saveAssetBytes(database.db, await testImage({ width: 64, height: 48, colour: { r: (colour * 37) % 256, g: (colour * 91) % 256, b: (colour * 53) % 256 } }));
}

/** A cached /_next/image copy of the asset, as cache-handler.cjs writes it. */
function cachedCopy(asset: StoredAsset, name: string): string {
  mkdirSync(imagesDir, { recursive: true });
  writeFileSync(path.join(imagesDir, `${name}.json`), JSON.stringify({ etag: name, upstreamEtag: upstreamEtagOfAsset(asset.storageKey), extension: 'avif' }));
  writeFileSync(path.join(imagesDir, `${name}.bin`), 'avif bytes');
  return name;
}

interface Case {
  name: string;
  posted: number;
  approved?: number | 'without a time';
  removed: boolean;
}

/** Days before NOW. Expired = 30 days after approval; the grace is 30 days more; unapproved ones wait 30 days. */
const cases: Case[] = [
  { name: 'approved and current', posted: 11, approved: 10, removed: false },
  { name: 'expired within the grace period', posted: 46, approved: 45, removed: false },
  { name: 'expired one day before the grace ends', posted: 60, approved: 59, removed: false },
  { name: 'expired past the grace period', posted: 62, approved: 61, removed: true },
  { name: 'expired long ago', posted: 400, approved: 399, removed: true },
  { name: 'approved without a time, past grace from posting', posted: 61, approved: 'without a time', removed: true },
  { name: 'unapproved, 29 days', posted: 29, removed: false },
  { name: 'unapproved, 31 days', posted: 31, removed: true },
  { name: 'unapproved, a year', posted: 365, removed: true },
];

describe('the retention job removes what is due, and nothing else', () => {
  it('removes each due sublet with its rows, photo files and cached copies; keeps the others whole', async () => {
    const db = database.db;
    const made = [];
    for (const c of cases) {
      const photos = [await photo(), await photo()];
      const posted = await createTestSublet(db, { photos, createdDate: ago(c.posted), fields: { title: c.name.slice(0, 50) } });
      if (typeof c.approved === 'number') await approveSublet(db, posted.id, ago(c.approved));
      if (c.approved === 'without a time') await db.update(sublets).set({ approved: true, approvedAt: null }).where(eq(sublets.id, posted.id));
      const copies = photos.flatMap((p, i) => [cachedCopy(p, `${posted.id}-${i}-640`), cachedCopy(p, `${posted.id}-${i}-1080-query`)]);
      made.push({ c, id: posted.id, photos, copies });
    }

    const keys = made.flatMap((m) => m.photos.map((p) => p.storageKey));
    expect(new Set(keys).size).toBe(keys.length); // no two cases share a file

    const removed = await runSubletRetention({ getDb: async () => db, imagesDir, now: () => NOW, batchSize: 2 });
    expect(removed.sort()).toEqual(made.filter((m) => m.c.removed).map((m) => m.id).sort());

    const files = new Set(readdirSync(imagesDir));
    for (const { c, id, photos, copies } of made) {
      const rows = await db.select({ id: sublets.id }).from(sublets).where(eq(sublets.id, id));
      const photoRows = await db.select().from(subletPhotos).where(eq(subletPhotos.subletId, id));
      const assetRows = await db.select().from(assets).where(inArray(assets.storageKey, photos.map((p) => p.storageKey)));
      const state = {
        row: rows.length,
        photoRows: photoRows.length,
        assetRows: assetRows.length,
        files: (await Promise.all(photos.map((p) => assetExists(db, p.storageKey)))).filter(Boolean).length,
        copies: copies.filter((name) => files.has(`${name}.json`) && files.has(`${name}.bin`)).length,
      };
      expect({ case: c.name, ...state }).toEqual({ case: c.name, ...(c.removed ? { row: 0, photoRows: 0, assetRows: 0, files: 0, copies: 0 } : { row: 1, photoRows: 2, assetRows: 2, files: 2, copies: 4 }) });
    }

    // A second run finds nothing more.
    expect(await runSubletRetention({ getDb: async () => db, imagesDir, now: () => NOW })).toEqual([]);
  });

  it('keeps a photo file another sublet still uses (the same bytes posted twice)', async () => {
    const db = database.db;
    const shared = await photo();
    const old = await createTestSublet(db, { photos: [shared], createdDate: ago(40) });
    const current = await createTestSublet(db, { photos: [shared], createdDate: ago(2) });
    cachedCopy(shared, 'shared-640');
    expect(await runSubletRetention({ getDb: async () => db, imagesDir, now: () => NOW })).toEqual([old.id]);
    expect(await assetExists(db, shared.storageKey)).toBe(true);
    expect(existsSync(path.join(imagesDir, 'shared-640.json'))).toBe(true);
    expect(await db.select({ id: sublets.id }).from(sublets)).toEqual([{ id: current.id }]);
  });

  it('also removes the copies it holds of photos deleted by another server instance', async () => {
    const deletedElsewhere = { storageKey: `${'c'.repeat(32)}.webp` } as StoredAsset;
    cachedCopy(deletedElsewhere, 'elsewhere-640');
    await runSubletRetention({ getDb: async () => database.db, imagesDir, now: () => NOW });
    expect(existsSync(path.join(imagesDir, 'elsewhere-640.json'))).toBe(false);
    expect(existsSync(path.join(imagesDir, 'elsewhere-640.bin'))).toBe(false);
  });
});

describe('the posters are told when their listing ends, and when it goes unapproved', () => {
  const site = { siteUrl: 'https://rentals.example', inquiriesEmail: 'moderators@rentals.example', appSecret: 'retention-secret' };
  const run = () => runSubletRetention({ getDb: async () => database.db, imagesDir, now: () => NOW, mail: site, kickDelivery: async () => {} });
  const mailsTo = async (email: string) =>
    (await database.db.select().from(mailOutbox).where(sql`${email} = any(${mailOutbox.to})`)).map((mail) => ({ kind: mail.kind, subject: mail.subject, replyTo: mail.replyTo, text: mail.text }));

  it.each<[string, string | null, { posted: number; approved?: number }]>([
    ['listed (approved 10 days ago)', null, { posted: 11, approved: 10 }],
    ['ends in 4 days', null, { posted: 27, approved: 26 }],
    ['ends in 2 days', 'ending', { posted: 29, approved: 28 }],
    ['ended a day ago', 'ended', { posted: 32, approved: 31 }],
    ['ended 6 days ago', 'ended', { posted: 37, approved: 36 }],
    ['ended 8 days ago: not any more', null, { posted: 39, approved: 38 }],
    ['deleted past its grace: told at its end, not now', null, { posted: 62, approved: 61 }],
    ['waiting 29 days', null, { posted: 29 }],
    ['deleted after 30 days without approval', 'unapproved-deleted', { posted: 31 }],
  ])('%s → mailed: %s, once', async (_case, kind, { posted, approved }) => {
    const sublet = await createTestSublet(database.db, { createdDate: ago(posted) });
    if (approved !== undefined) await approveSublet(database.db, sublet.id, ago(approved));
    await Promise.all([run(), run()]);
    await run();
    const mails = await mailsTo(sublet.fields.email);
    expect(mails.map((mail) => mail.kind)).toEqual(kind ? [`sublet-${kind}`] : []);
    if (!kind) return;
    expect(mails[0]?.replyTo).toBe(site.inquiriesEmail);
    if (kind === 'ending') {
      const end = formatDisplayDate(siteDay(new Date(ago(approved!).getTime() + 30 * DAY)));
      expect(mails[0]?.subject).toBe(`Your sublet ends soon: ${sublet.fields.title}`);
      expect(mails[0]?.text).toContain(`"${isolate(sublet.fields.title)}" is listed on the sublet board until ${end}. Still looking for someone? Press Renew`);
    } else if (kind === 'ended') {
      const end = formatDisplayDate(siteDay(new Date(ago(approved!).getTime() + 30 * DAY)));
      const removal = formatDisplayDate(siteDay(new Date(ago(approved!).getTime() + 60 * DAY)));
      expect(mails[0]?.subject).toBe(`Your sublet is no longer listed: ${sublet.fields.title}`);
      expect(mails[0]?.text).toContain(`the 30 days of "${isolate(sublet.fields.title)}" on the sublet board ended on ${end}. It will be deleted with its photos on ${removal}.`);
    } else {
      expect(mails[0]?.subject).toBe(`Your sublet was not approved: ${sublet.fields.title}`);
      expect(mails[0]?.text).toContain('no moderator approved');
    }
  });

  it('tells the poster of a listing whose Available To day came first as it leaves the board, once', async () => {
    const at = (days: number) => runSubletRetention({ getDb: async () => database.db, imagesDir, now: () => new Date(NOW.getTime() + days * DAY), mail: site, kickDelivery: async () => {} });
    const kinds = async (email: string) => (await mailsTo(email)).map((mail) => mail.kind);
    // Approved Jun 20 (30 days end Jul 20); available until Jun 30, today in Bloomington.
    const early = await createTestSublet(database.db, { createdDate: ago(11), fields: { availableFrom: '2027-06-01', availableTo: '2027-06-30' } });
    await approveSublet(database.db, early.id, ago(10));
    // Its 30 days end in 2 days, the day after its Available To day: no 'ends soon' (renewing
    // would add nothing).
    const ending = await createTestSublet(database.db, { createdDate: ago(29), fields: { availableFrom: '2027-06-01', availableTo: '2027-07-01' } });
    await approveSublet(database.db, ending.id, ago(28));
    // Its Available To day passed 8 days ago (Jun 22): off the board too long to write about.
    const long = await createTestSublet(database.db, { createdDate: ago(20), fields: { availableFrom: '2027-06-01', availableTo: '2027-06-22' } });
    await approveSublet(database.db, long.id, ago(20));

    await Promise.all([at(0), at(0)]);
    expect(await mailsTo(early.fields.email)).toEqual([]);
    // Jul 1 in Bloomington: the day after its Available To day, 19 days before its 30 days end.
    await Promise.all([at(1), at(1)]);
    const [mail, ...others] = await mailsTo(early.fields.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Your sublet is no longer listed: ${early.fields.title}`);
    const removal = formatDisplayDate(siteDay(new Date(ago(10).getTime() + 60 * DAY)));
    expect(mail?.text).toContain(
      `"${isolate(early.fields.title)}" is no longer on the sublet board: its Available To date, Jun 30, 2027, has passed. It will be deleted with its photos on ${removal}.`,
    );
    expect(await mailsTo(ending.fields.email)).toEqual([]);
    // Jul 2: the day after its Available To day, and the day its 30 days end.
    await at(2);
    expect(await kinds(ending.fields.email)).toEqual(['sublet-ended']);
    // Not again when its 30 days end.
    await at(21);
    expect(await kinds(early.fields.email)).toEqual(['sublet-ended']);
    expect(await mailsTo(long.fields.email)).toEqual([]);
  });

  it('is not held back by listings that left the board too long ago to write about', async () => {
    // Posted before the one that is due, their Available To day passed 10 days ago (Jun 20).
    for (let i = 0; i < 3; i += 1) {
      const stale = await createTestSublet(database.db, { createdDate: ago(25), fields: { availableFrom: '2027-06-01', availableTo: '2027-06-20' } });
      await approveSublet(database.db, stale.id, ago(24));
    }
    const due = await createTestSublet(database.db, { createdDate: ago(11), fields: { availableFrom: '2027-06-01', availableTo: '2027-06-29' } });
    await approveSublet(database.db, due.id, ago(10));
    // Room for one mail a call: it is the due one's.
    expect(await storeEndedNotices(database.db, NOW, (sublet) => posterNoticeMail('ended', sublet, site), 1)).toBe(1);
    expect((await mailsTo(due.fields.email)).map((mail) => mail.kind)).toEqual(['sublet-ended']);
  });

  it('tells the poster a listing ends soon once a listing period: again after a renewal, not while held', async () => {
    const sublet = await createTestSublet(database.db, { createdDate: ago(29) });
    await approveSublet(database.db, sublet.id, ago(28));
    const held = await createTestSublet(database.db, { createdDate: ago(29) });
    await approveSublet(database.db, held.id, ago(28));
    await database.db.update(sublets).set({ heldAt: ago(1) }).where(eq(sublets.id, held.id));
    const at = (days: number) => runSubletRetention({ getDb: async () => database.db, imagesDir, now: () => new Date(NOW.getTime() + days * DAY), mail: site, kickDelivery: async () => {} });
    const kinds = async (email: string) => (await mailsTo(email)).map((mail) => mail.kind);
    await Promise.all([at(0), at(0)]);
    await at(1);
    expect(await kinds(sublet.fields.email)).toEqual(['sublet-ending']);
    expect(await renewSublet(database.db, sublet.assetKey, NOW)).toMatchObject({ result: 'renewed' });
    // Its new end is 30 days after NOW: the next notice comes in its last 3 days.
    await at(26);
    expect(await kinds(sublet.fields.email)).toEqual(['sublet-ending']);
    await at(28);
    expect(await kinds(sublet.fields.email)).toEqual(['sublet-ending', 'sublet-ending']);
    expect(await kinds(held.fields.email)).toEqual([]);
  });

  it('reminds the moderators of a sublet waiting 3 days, with a link of today, then weekly', async () => {
    const sublet = await createTestSublet(database.db, { createdDate: ago(3), fields: { title: 'Waiting room on Kirkwood' } });
    const reminders = async () =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.subletId, sublet.id))).filter((mail) => mail.kind === 'sublet-approval-reminder');
    const at = (days: number) => runSubletRetention({ getDb: async () => database.db, imagesDir, now: () => new Date(NOW.getTime() + days * DAY), mail: site, kickDelivery: async () => {} });
    await Promise.all([at(0), at(0)]);
    await at(6);
    const [first, ...others] = await reminders();
    expect(others).toHaveLength(0);
    expect(first).toMatchObject({ to: [site.inquiriesEmail], replyTo: sublet.fields.email, subject: 'Sublet still waiting for approval: Waiting room on Kirkwood' });
    expect(first?.text).toContain('3 days ago, and nobody has approved or rejected it yet');
    const token = /\/sublets\/approve\/([A-Za-z0-9_.-]+)/.exec(first!.text)![1]!;
    expect(verifyApprovalToken(token, site.appSecret)).toEqual({ subletId: sublet.id, issuedAt: NOW });
    await at(7);
    expect(await reminders()).toHaveLength(2);
    // Approved: no more.
    await approveSublet(database.db, sublet.id, NOW);
    await at(14);
    expect(await reminders()).toHaveLength(2);
  });

  it('is not held up by inactive sublets (never listed): more than a run takes come first', async () => {
    for (let i = 0; i < 101; i += 1) {
      const inactive = await createTestSublet(database.db, { createdDate: ago(33) });
      await approveSublet(database.db, inactive.id, ago(32));
      await database.db.update(sublets).set({ active: false }).where(eq(sublets.id, inactive.id));
    }
    const listed = await createTestSublet(database.db, { createdDate: ago(32) });
    await approveSublet(database.db, listed.id, ago(31));
    await run();
    expect((await mailsTo(listed.fields.email)).map((mail) => mail.kind)).toEqual(['sublet-ended']);
  });

  it('mails nothing without the site to link to', async () => {
    const sublet = await createTestSublet(database.db, { createdDate: ago(31) });
    await runSubletRetention({ getDb: async () => database.db, imagesDir, now: () => NOW });
    expect(await mailsTo(sublet.fields.email)).toEqual([]);
  });
});
