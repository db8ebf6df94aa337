import { sql } from 'drizzle-orm';
import { leads, mailOutbox, properties, sublets, tourBookings } from '../data/schema';
import { approveSublet } from '../data/sublet-changes';
import { createTestSublet } from '../../test/sublet-rows';
import { startTwoProcesses, type TwoProcesses } from '../../test/two-processes';
import { runTourReminders } from '../tours/reminder-job';
import { runSubletRetention } from './retention-job';

/**
 * The timed mails (a listing's end, the moderators' reminders, a tour's reminder) looked for by
 * two instances at once, three times each, through two connection pools on a PostgreSQL server:
 * each is stored once, since only the update that marks an unmarked row stores its mail.
 */
describe('two instances looking for timed mails at once', () => {
  let processes: TwoProcesses;
  const DAY = 24 * 60 * 60_000;
  const NOW = new Date('2027-03-10T15:00:00Z');
  const site = { siteUrl: 'https://rentals.example', inquiriesEmail: 'moderators@rentals.example', appSecret: 'race-test-secret-0123456789abcdef' };

  beforeAll(async () => {
    processes = await startTwoProcesses('timed-mails-race');
    await processes.a.db.execute(sql`truncate ${mailOutbox}, ${tourBookings}, ${leads}, ${sublets}, ${properties} restart identity cascade`);
  }, 60_000);
  afterAll(() => processes?.stop());

  it('store each once', async () => {
    const { a, b } = processes;
    for (let i = 0; i < 5; i += 1) {
      const ended = await createTestSublet(a.db, { createdDate: new Date(NOW.getTime() - 33 * DAY) });
      await approveSublet(a.db, ended.id, new Date(NOW.getTime() - 31 * DAY));
      await createTestSublet(a.db, { createdDate: new Date(NOW.getTime() - 4 * DAY) });
    }
    await a.db.insert(properties).values({ id: 'maple-court', name: 'Maple Court', email: 'maple@leasing.example', active: true });
    for (let seat = 0; seat < 5; seat += 1) {
      const [lead] = await a.db.insert(leads).values({ kind: 'tour', name: `Visitor ${seat}`, email: `visitor${seat}@example.com`, payload: {} }).returning({ id: leads.id });
      await a.db.insert(tourBookings).values({ leadId: lead!.id, propertyId: 'maple-court', kind: 'IN_PERSON', startsAt: new Date(NOW.getTime() + 20 * 60 * 60_000), seat, createdAt: new Date(NOW.getTime() - 3 * DAY) });
    }

    const round = (handle: typeof a) =>
      Promise.all([
        runSubletRetention({ getDb: async () => handle.db, now: () => NOW, mail: site, kickDelivery: async () => {}, imagesDir: processes.dataDir }),
        runTourReminders({ getDb: async () => handle.db, now: () => NOW, ...site, kickDelivery: async () => {} }),
      ]);
    for (let i = 0; i < 3; i += 1) await Promise.all([round(a), round(b)]);

    const kinds = (await a.db.select({ kind: mailOutbox.kind }).from(mailOutbox)).map((mail) => mail.kind);
    const counted = Object.fromEntries(['sublet-ended', 'sublet-approval-reminder', 'tour-reminder'].map((kind) => [kind, kinds.filter((k) => k === kind).length]));
    expect(counted).toEqual({ 'sublet-ended': 5, 'sublet-approval-reminder': 5, 'tour-reminder': 5 });
    expect(kinds).toHaveLength(15);
  });
});
