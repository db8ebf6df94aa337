import { desc, eq } from 'drizzle-orm';
import { leasingOffices, mailOutbox, tourBookings } from '../data/schema';
import type { OpeningHours } from '../domain/tours';
import { HONEYPOT_FIELD } from '../domain/validation/honeypot';
import { jsonPost, LeadTestEnv, SITE_URL } from '@/test/lead-test-env';
import { createTourBookingEndpoint } from './book-endpoint';
import { verifyTourCancelToken } from './cancel-token';
import { runTourReminders } from './reminder-job';
import { isolate } from '../mail/render';

const env = new LeadTestEnv();
const SECRET = 'tour-reminder-secret-0123456789ab';
// Monday 2026-11-23, 9:00 AM in Bloomington.
const BOOKED = new Date('2026-11-23T14:00:00Z');
const HOUR = 60 * 60_000;
const HOURS: OpeningHours[] = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({ day, opens: '09:00', closes: '17:00' }));

beforeAll(async () => {
  await env.start();
  await env.database.db.insert(leasingOffices).values({
    propertyId: 'maple-court',
    name: 'Downtown Office',
    address: '120 W Kirkwood Ave',
    zipcode: '47404',
    phone: '(812) 555-0100',
    officeHours: 'Monday–Friday 9–5',
    openingHours: HOURS,
  });
}, 60_000);
afterAll(() => env.stop());

/** Books a tour at BOOKED for `day` at `time` (Bloomington), as `email`; returns its booking row. */
async function booked(day: string, time: string, email: string) {
  const deps = { ...env.deps({ config: env.configWithoutCaptcha }), now: () => BOOKED, getAppSecret: () => SECRET };
  const body = { property: 'maple-court', floorplan: '', kind: 'IN_PERSON', day, time, name: 'Ada Lovelace', email, phone: '(812) 555-0123', currentPage: `${SITE_URL}/communities/maple-court/tour`, [HONEYPOT_FIELD]: '' };
  expect((await createTourBookingEndpoint(deps)(jsonPost(`${SITE_URL}/api/tours`, body))).status).toBe(201);
  const [row] = await env.database.db.select().from(tourBookings).orderBy(desc(tourBookings.id)).limit(1);
  // The row's booking time is the database's clock; the test's is BOOKED.
  await env.database.db.update(tourBookings).set({ createdAt: BOOKED }).where(eq(tourBookings.id, row!.id));
  return row!;
}

const run = (at: Date) => runTourReminders({ getDb: async () => env.database.db, now: () => at, siteUrl: SITE_URL, inquiriesEmail: 'inquiries@limestone.example', appSecret: SECRET, kickDelivery: async () => {} });
const remindersTo = async (email: string) => (await env.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'tour-reminder'))).filter((mail) => mail.to.includes(email));

describe('a visitor is reminded of a tour a day before it', () => {
  it('mails the reminder once, 24 hours before, with the cancel link, answering to the community', async () => {
    const booking = await booked('2026-11-26', '10:00', 'ada.reminded@example.com');
    const start = booking.startsAt.getTime();
    expect(await run(new Date(start - 25 * HOUR))).toBe(0);
    expect((await Promise.all([run(new Date(start - 24 * HOUR)), run(new Date(start - 24 * HOUR))])).reduce((a, b) => a + b)).toBe(1);
    expect(await run(new Date(start - 2 * HOUR))).toBe(0);
    const [mail, ...more] = await remindersTo('ada.reminded@example.com');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ replyTo: 'maple@leasing.example', leadId: expect.any(Number), subject: 'Reminder: your tour of Maple Court, Nov 26, 2026, 10:00 AM EST' });
    expect(mail?.text).toContain(`Hi ${isolate('Ada Lovelace')}, this is a reminder of your in-person tour of Maple Court on Nov 26, 2026, 10:00 AM EST.`);
    const token = /\/tours\/cancel\/([A-Za-z0-9_.-]+)/.exec(mail!.text)![1]!;
    expect(verifyTourCancelToken(token, SECRET)).toBe(booking.id);
    const delivered = await env.smtp.waitForMail((m) => m.headers.subject === mail!.subject);
    expect(delivered.envelopeTo).toEqual(['ada.reminded@example.com']);
  });

  it('does not remind a cancelled tour, nor one booked less than a day ahead', async () => {
    const cancelled = await booked('2026-11-27', '11:00', 'ada.cancelled@example.com');
    await env.database.db.update(tourBookings).set({ cancelledAt: BOOKED }).where(eq(tourBookings.id, cancelled.id));
    const late = await booked('2026-11-23', '13:00', 'ada.late@example.com');
    for (const booking of [cancelled, late]) await run(new Date(booking.startsAt.getTime() - 3 * HOUR));
    expect(await remindersTo('ada.cancelled@example.com')).toEqual([]);
    expect(await remindersTo('ada.late@example.com')).toEqual([]);
  });
});
