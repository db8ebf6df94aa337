import { eq } from 'drizzle-orm';
import { storeLeadWithMail } from '../data/leads';
import { leads, mailOutbox } from '../data/schema';
import { enqueueMail } from '../mail/outbox';
import { openTestDatabase } from '@/test/test-database';
import { purgeExpiredLeads } from './retention';

const NOW = new Date('2026-11-24T12:00:00Z');
const DAY = 24 * 60 * 60_000;
const mail = { kind: 'contact', to: ['leasing@example.com'], subject: 'New lead', text: 'Jane Doe, jane@example.com', html: '<p>Jane Doe</p>' };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase('lead-retention-');
}, 60_000);
afterAll(async () => database.close());

async function lead(createdAt: Date, mailStatus: 'pending' | 'sent' | 'failed', sentAt: Date | null = null) {
  const { db } = database;
  const { leadId, mailIds } = await storeLeadWithMail(db, { kind: 'contact', name: 'Jane Doe', email: 'jane@example.com', payload: {} }, [mail]);
  await db.update(leads).set({ createdAt }).where(eq(leads.id, leadId));
  await db.update(mailOutbox).set({ status: mailStatus, sentAt }).where(eq(mailOutbox.id, mailIds[0]!));
  return { leadId, mailId: mailIds[0]! };
}

describe('purgeExpiredLeads', () => {
  it('deletes leads past the retention with their mail, sent mail past 30 days, and nothing else', async () => {
    const { db } = database;
    // Past the retention: an old lead whose mail was sent, and one whose mail failed.
    await lead(new Date(NOW.getTime() - 731 * DAY), 'sent', new Date(NOW.getTime() - 730 * DAY));
    await lead(new Date(NOW.getTime() - 800 * DAY), 'failed');
    const recent = await lead(new Date(NOW.getTime() - 40 * DAY), 'sent', new Date(NOW.getTime() - 31 * DAY));
    const recentSentLately = await lead(new Date(NOW.getTime() - 10 * DAY), 'sent', new Date(NOW.getTime() - 29 * DAY));
    const waiting = await lead(new Date(NOW.getTime() - 1 * DAY), 'pending');
    const moderatorMail = await enqueueMail(db, { ...mail, kind: 'sublet-moderation' });
    await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(NOW.getTime() - 31 * DAY) }).where(eq(mailOutbox.id, moderatorMail));

    expect(await purgeExpiredLeads(db, { now: NOW, months: 24 })).toEqual({ leads: 2, mails: 4 });

    const leftLeads = (await db.select({ id: leads.id }).from(leads)).map((r) => r.id).sort();
    expect(leftLeads).toEqual([recent.leadId, recentSentLately.leadId, waiting.leadId].sort());
    const leftMail = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((r) => r.id).sort();
    expect(leftMail).toEqual([recentSentLately.mailId, waiting.mailId].sort());

    expect(await purgeExpiredLeads(db, { now: NOW, months: 24 })).toEqual({ leads: 0, mails: 0 });
  });
});
