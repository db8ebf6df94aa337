import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeLeadWithMail } from '../data/leads';
import { leads, mailOutbox, sublets, tourBookings } from '../data/schema';
import { enqueueMail } from '../mail/outbox';
import { assetExists, saveAssetBytes } from '../storage/asset-store';
import { testImage } from '@/test/sublet-fixtures';
import { infoLinesOf } from '@/test/log-capture';
import { createTestSublet } from '@/test/sublet-rows';
import { openTestDatabase } from '@/test/test-database';
import { emailDigest, erasePersonalData, findPersonalData } from './personal-data';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let imagesDir: string;

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  database = await openTestDatabase('personal-data-');
  imagesDir = mkdtempSync(path.join(os.tmpdir(), 'personal-data-images-'));
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

const leasing = { to: ['leasing@example.com'], subject: 'New lead', html: '<p>lead</p>' };

/** What one person sent, under the address as they typed it each time; the ids of what it made. */
async function sendsEverything(email: string, name: string, seat: number) {
  const { db } = database;
  const contact = await storeLeadWithMail(db, { kind: 'contact', name, email, payload: { question: 'Any 2 bedrooms?' } }, [
    { ...leasing, kind: 'contact', replyTo: email.trim(), text: `${name} asks` },
  ]);
  const tour = await storeLeadWithMail(db, { kind: 'tour', propertyId: 'kirkwood-commons', name, email: ` ${email.toUpperCase()}`, phone: '812.555.0123', payload: {} }, [
    { kind: 'tour-confirmation', to: [email.toUpperCase()], subject: 'Your tour', text: 'See you', html: '<p>See you</p>' },
  ]);
  const startsAt = new Date('2027-01-12T15:00:00Z');
  await db.insert(tourBookings).values({ leadId: tour.leadId, propertyId: 'kirkwood-commons', kind: 'IN_PERSON', startsAt, seat });
  const photo = await saveAssetBytes(db, await testImage({ width: 64, height: 48, colour: { r: name.length * 20, g: 90, b: 150 } }));
  const sublet = await createTestSublet(db, { photos: [photo], fields: { email: email.toLowerCase(), title: `${name}'s room` } });
  await enqueueMail(db, { kind: 'sublet-moderation', to: ['moderators@example.com'], subject: 'Sublet to approve', text: `Posted by ${name} <${email.toLowerCase()}>`, html: '<p>Posted</p>' });
  return { contact, tour, startsAt, sublet, photo };
}

describe('personal data by e-mail address', () => {
  it('finds every form, tour, sublet and mail of an address however it was typed; erases them all and nothing of anyone else', async () => {
    const { db } = database;
    const sam = await sendsEverything('Sam.Lee@Example.com', 'Sam Lee', 0);
    const kim = await sendsEverything('kim@example.com', 'Kim Park', 1);

    const found = await findPersonalData(db, '  sam.lee@example.COM ');
    expect(found.leads).toEqual([
      expect.objectContaining({ id: sam.contact.leadId, kind: 'contact', name: 'Sam Lee', payload: { question: 'Any 2 bedrooms?' }, tourStartsAt: null }),
      expect.objectContaining({ id: sam.tour.leadId, kind: 'tour', phone: '812.555.0123', propertyId: 'kirkwood-commons', tourStartsAt: sam.startsAt }),
    ]);
    expect(found.sublets).toEqual([expect.objectContaining({ id: sam.sublet.id, title: "Sam Lee's room", firstName: 'Morgan', address: '611 E 2nd St, Bloomington IN', approved: false })]);
    // The hash of the poster's private key opens nothing and is no one's data: not shown.
    expect(found.sublets[0]).not.toHaveProperty('assetKeyHash');
    // The contact's copy to the leasing team, the tour's confirmation, the moderators' mail.
    expect(found.mails.map((mail) => mail.kind)).toEqual(['contact', 'tour-confirmation', 'sublet-moderation']);

    let erased;
    const lines = await infoLinesOf(async () => (erased = await erasePersonalData(db, 'SAM.LEE@example.com', { imagesDir })));
    expect(erased).toEqual({ leads: 2, sublets: 1, mails: 3 });
    expect(await findPersonalData(db, 'sam.lee@example.com')).toEqual({ leads: [], sublets: [], mails: [] });
    expect(await assetExists(db, sam.photo.storageKey)).toBe(false);
    expect(await db.select({ id: tourBookings.id }).from(tourBookings)).toHaveLength(1);
    // The log says what was erased by the address's digest, never the address.
    const logged = lines.join('');
    expect(logged).toContain(`"event":"privacy.erased","emailDigest":"${emailDigest('sam.lee@example.com')}","leads":2,"sublets":1,"mails":3`);
    expect(logged.toLowerCase()).not.toContain('sam.lee');

    const left = await findPersonalData(db, 'kim@example.com');
    expect([left.leads.length, left.sublets.length, left.mails.length]).toEqual([2, 1, 3]);
    expect(await assetExists(db, kim.photo.storageKey)).toBe(true);
    expect((await db.select({ id: leads.id }).from(leads)).map((row) => row.id).sort()).toEqual([kim.contact.leadId, kim.tour.leadId].sort());
    expect(await db.select({ id: sublets.id }).from(sublets)).toEqual([{ id: kim.sublet.id }]);
    expect(await db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(3);
  });

  it('finds nothing, and erases nothing, for an address it does not hold, though another one ends with it', async () => {
    const { db } = database;
    const named = await enqueueMail(db, { kind: 'sublet-moderation', to: ['moderators@example.com'], subject: 'Sublet', text: 'By dana.lee@example.com.', html: '<p>x</p>' });
    const before = await db.select({ id: mailOutbox.id }).from(mailOutbox);
    for (const address of ['lee@example.com', 'dana.lee@example.co', 'nobody@example.com']) {
      expect(await findPersonalData(db, address)).toEqual({ leads: [], sublets: [], mails: [] });
      expect(await erasePersonalData(db, address)).toEqual({ leads: 0, sublets: 0, mails: 0 });
    }
    expect(await db.select({ id: mailOutbox.id }).from(mailOutbox)).toEqual(before);
    expect((await findPersonalData(db, 'Dana.Lee@example.com')).mails).toHaveLength(1);
    expect(await erasePersonalData(db, 'dana.lee@example.com')).toEqual({ leads: 0, sublets: 0, mails: 1 });
    expect((await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((row) => row.id)).not.toContain(named);
  });
});
