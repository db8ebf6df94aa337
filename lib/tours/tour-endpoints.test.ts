import { and, count, eq, isNull } from 'drizzle-orm';
import { leads, leasingOffices, mailOutbox, properties, tourBookings } from '../data/schema';
import { loadTourCommunity } from '../data/tours';
import { slotStart, type OpeningHours } from '../domain/tours';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { HONEYPOT_FIELD } from '../domain/validation/honeypot';
import { REQUIRED_FIELDS_MESSAGE } from '../domain/validation/messages';
import { TOUR_BOOKED_MESSAGE, TOUR_NOT_BOOKABLE_MESSAGE, TOUR_SLOT_TAKEN_MESSAGE } from '../domain/validation/tour';
import { captchaToken } from '@/test/fake-recaptcha';
import { jsonPost, LeadTestEnv, malformedBodies, SITE_URL } from '@/test/lead-test-env';
import { createTourBookingEndpoint } from './book-endpoint';
import { createEndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { createTourCancelEndpoint, type TourCancelDeps } from './cancel-endpoint';
import {
  TOUR_ALREADY_CANCELLED_MESSAGE,
  TOUR_CANCEL_FAILED_MESSAGE,
  TOUR_CANCELLED_MESSAGE,
  TOUR_NOT_FOUND_MESSAGE,
  TOUR_PAST_MESSAGE,
} from './cancel-messages';
import { freeTourDays } from './free-slots';

const env = new LeadTestEnv();
const SECRET = 'tour-test-secret-0123456789abcdef';
// Thursday 2026-11-26, 7:00 AM in Bloomington.
const NOW = new Date('2026-11-26T12:00:00Z');
const WEEKDAY_HOURS: OpeningHours[] = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({ day, opens: '09:00', closes: '17:00' }));

beforeAll(async () => {
  await env.start();
  const db = env.database.db;
  await db.update(properties).set({ tourSlotCapacity: 2 }).where(eq(properties.id, 'oak-row'));
  await db.insert(leasingOffices).values(
    ['maple-court', 'oak-row', 'old-mill', 'kirkwood-garage'].map((propertyId) => ({
      propertyId,
      name: 'Downtown Office',
      address: '120 W Kirkwood Ave',
      zipcode: '47404',
      phone: '(812) 555-0100',
      officeHours: 'Monday–Friday 9–5',
      openingHours: WEEKDAY_HOURS,
    })),
  );
  await db.insert(leasingOffices).values({ propertyId: 'elm-flats', officeHours: 'By appointment' });
}, 60_000);
afterAll(() => env.stop());

const deps = (at: Date = NOW) => ({ ...env.deps({ config: env.configWithoutCaptcha }), now: () => at, getAppSecret: () => SECRET });

function tour(overrides: Record<string, unknown> = {}) {
  return {
    property: 'maple-court',
    floorplan: '',
    kind: 'IN_PERSON',
    day: '2026-11-27',
    time: '09:00',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '(812) 555-0123',
    currentPage: `${SITE_URL}/communities/maple-court/tour`,
    [HONEYPOT_FIELD]: '',
    ...overrides,
  };
}

async function book(body: unknown, using = deps()) {
  const response = await createTourBookingEndpoint(using)(jsonPost(`${SITE_URL}/api/tours`, body));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function cancel(token: string, { at = new Date(NOW.getTime() + 60_000), form = false, using = {} as Partial<TourCancelDeps> } = {}) {
  const request = new Request(`${SITE_URL}/api/tours/cancel/${token}`, {
    method: 'POST',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : { accept: 'application/json' },
    body: '',
  });
  const response = await createTourCancelEndpoint({ ...deps(at), ...using })(request, token);
  return { status: response.status, location: response.headers.get('location'), body: response.status === 303 ? null : await response.json() };
}

async function liveBookings(propertyId: string) {
  const [row] = await env.database.db
    .select({ n: count() })
    .from(tourBookings)
    .where(and(eq(tourBookings.propertyId, propertyId), isNull(tourBookings.cancelledAt)));
  return row?.n ?? 0;
}

async function offered(propertyId: string, day: string, time: string, at: Date = NOW) {
  const community = await loadTourCommunity(env.database.db, propertyId);
  const days = await freeTourDays(env.database.db, community!, at);
  return days.some((d) => d.day === day && d.slots.some((s) => s.time === time));
}

/** The cancel token of the visitor's confirmation mail for a booking at `when`. */
async function mailedCancelToken(subjectPart: string): Promise<string> {
  const mail = await env.smtp.waitForMail((m) => m.headers.subject?.startsWith('Your tour of') === true && m.headers.subject.includes(subjectPart));
  const token = /\/tours\/cancel\/([^\s"<>]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('No cancel link in the confirmation');
  return token;
}

describe('POST /api/tours', () => {
  it('books the slot: a lead, a booking, a mail to the community and a confirmation with a calendar file', async () => {
    expect(await offered('maple-court', '2026-11-27', '09:00')).toBe(true);
    const result = await book(tour());
    expect(result).toEqual({ status: 201, body: { message: TOUR_BOOKED_MESSAGE } });
    const [lead] = await env.database.db.select().from(leads).where(eq(leads.kind, 'tour'));
    expect(lead).toMatchObject({ email: 'ada@example.com', phone: '8125550123', propertyId: 'maple-court' });
    const [booking] = await env.database.db.select().from(tourBookings).where(eq(tourBookings.leadId, lead!.id));
    expect(booking).toMatchObject({ propertyId: 'maple-court', kind: 'IN_PERSON', seat: 0, cancelledAt: null });
    expect(booking!.startsAt.toISOString()).toBe('2026-11-27T14:00:00.000Z');
    expect(await offered('maple-court', '2026-11-27', '09:00')).toBe(false);

    const staff = await env.smtp.waitForMail((m) => m.headers.subject?.startsWith('Tour Booked: Maple Court') === true);
    expect(staff.envelopeTo).toEqual(['maple@leasing.example']);
    expect(staff.headers['reply-to']).toBe('ada@example.com');
    for (const shown of ['When: Nov 27, 2026, 9:00 AM EST', 'Tour: In person', 'Ada Lovelace', '(812) 555-0123', 'Where: Downtown Office, 120 W Kirkwood Ave, Bloomington, IN 47404']) {
      expect(staff.text).toContain(shown);
    }

    const visitor = await env.smtp.waitForMail((m) => m.headers.subject?.startsWith('Your tour of Maple Court') === true);
    expect(visitor.envelopeTo).toEqual(['ada@example.com']);
    expect(visitor.headers['reply-to']).toBe('maple@leasing.example');
    expect(visitor.text).toContain(`${SITE_URL}/tours/cancel/${booking!.id}.`);
    const [ics] = visitor.attachments;
    expect(ics).toMatchObject({ filename: 'tour.ics', contentType: 'text/calendar' });
    expect(ics!.content).toContain('DTSTART:20261127T140000Z');
    expect(ics!.content).toContain('DTEND:20261127T143000Z');
    expect(ics!.content).toContain('SUMMARY:Tour of Maple Court');
  });

  it('refuses a full slot with 409 and stores nothing', async () => {
    const before = await env.counts();
    const result = await book(tour({ name: 'Second Visitor', email: 'second@example.com' }));
    expect(result).toEqual({ status: 409, body: { message: TOUR_SLOT_TAKEN_MESSAGE, errors: { time: TOUR_SLOT_TAKEN_MESSAGE } } });
    expect(await env.counts()).toEqual(before);
  });

  it('fills a slot of capacity 2 with two tours, then refuses the third', async () => {
    const slot = { property: 'oak-row', day: '2026-11-30', time: '13:30', kind: 'VIDEO' };
    expect((await book(tour({ ...slot, email: 'one@example.com' }))).status).toBe(201);
    expect(await offered('oak-row', '2026-11-30', '13:30')).toBe(true);
    expect((await book(tour({ ...slot, email: 'two@example.com' }))).status).toBe(201);
    expect(await offered('oak-row', '2026-11-30', '13:30')).toBe(false);
    expect((await book(tour({ ...slot, email: 'three@example.com' }))).status).toBe(409);
    const seats = await env.database.db.select({ seat: tourBookings.seat }).from(tourBookings).where(eq(tourBookings.propertyId, 'oak-row'));
    expect(seats.map((s) => s.seat).sort()).toEqual([0, 1]);
  });

  it.each([
    ['a Saturday (the office is closed)', { day: '2026-11-28', time: '10:00' }],
    ['a time that is not a slot start', { time: '09:15' }],
    ['the closing time', { time: '17:00' }],
    ['the past', { day: '2026-11-25', time: '10:00' }],
    ['beyond 14 days', { day: '2026-12-10', time: '10:00' }],
  ])('refuses %s with 409', async (_case, slot) => {
    const before = await env.counts();
    expect((await book(tour({ ...slot, email: 'late@example.com' }))).status).toBe(409);
    expect(await env.counts()).toEqual(before);
  });

  it('refuses a slot less than two hours ahead with 409', async () => {
    const sevenThirtyOne = new Date('2026-11-26T12:31:00Z');
    expect((await book(tour({ day: '2026-11-26', time: '09:00', email: 'soon@example.com' }), deps(sevenThirtyOne))).status).toBe(409);
    expect(await offered('maple-court', '2026-11-26', '09:00', sevenThirtyOne)).toBe(false);
    expect(await offered('maple-court', '2026-11-26', '09:30', sevenThirtyOne)).toBe(false);
    expect(await offered('maple-court', '2026-11-26', '10:00', sevenThirtyOne)).toBe(true);
  });

  it.each([
    ['an unknown community', 'nowhere'],
    ['an inactive community', 'old-mill'],
    ['a garage', 'kirkwood-garage'],
    ['a community without opening hours', 'elm-flats'],
  ])('refuses %s with 404', async (_case, property) => {
    expect(await book(tour({ property }))).toEqual({ status: 404, body: { message: TOUR_NOT_BOOKABLE_MESSAGE, errors: { property: TOUR_NOT_BOOKABLE_MESSAGE } } });
  });

  it('refuses a floor plan of another community', async () => {
    const result = await book(tour({ floorplan: 'not-here', time: '11:00' }));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('answers a filled honeypot with success and books nothing', async () => {
    const before = await env.counts();
    expect((await book(tour({ [HONEYPOT_FIELD]: 'http://spam.example', time: '12:00' }))).status).toBe(201);
    expect(await env.counts()).toEqual(before);
    expect(await offered('maple-court', '2026-11-27', '12:00')).toBe(true);
  });

  it('requires the captcha when the site has one', async () => {
    const withCaptcha = { ...env.deps(), now: () => NOW, getAppSecret: () => SECRET };
    expect((await book(tour({ time: '12:30' }), withCaptcha)).status).toBe(400);
    const ok = await book(tour({ time: '12:30', captchaResponse: captchaToken(CAPTCHA_ACTIONS.tour) }), withCaptcha);
    expect(ok.status).toBe(201);
  });

  it('answers every malformed body with a 4xx and stores nothing', async () => {
    const before = await env.counts();
    for (const [name, body] of malformedBodies(tour())) {
      const result = await book(body);
      expect([name, result.status >= 400 && result.status < 500]).toEqual([name, true]);
    }
    expect(await env.counts()).toEqual(before);
  });
});

describe('POST /api/tours/cancel/{token}', () => {
  it('cancels once through the mailed link, frees the slot and tells the community', async () => {
    expect((await book(tour({ day: '2026-12-01', time: '10:00', email: 'cancel@example.com' }))).status).toBe(201);
    expect(await offered('maple-court', '2026-12-01', '10:00')).toBe(false);
    const token = await mailedCancelToken('Dec 1, 2026, 10:00 AM');

    expect(await cancel(token)).toMatchObject({ status: 200, body: { message: TOUR_CANCELLED_MESSAGE } });
    expect(await offered('maple-court', '2026-12-01', '10:00')).toBe(true);
    const notice = await env.smtp.waitForMail((m) => m.headers.subject?.startsWith('Tour Cancelled: Maple Court') === true);
    expect(notice.envelopeTo).toEqual(['maple@leasing.example']);

    expect(await cancel(token)).toMatchObject({ status: 200, body: { message: TOUR_ALREADY_CANCELLED_MESSAGE } });
    expect(await cancel(token, { form: true })).toMatchObject({ status: 303, location: `/tours/cancel/${token}?result=already-cancelled` });
    // The freed seat can be booked again.
    expect((await book(tour({ day: '2026-12-01', time: '10:00', email: 'next@example.com' }))).status).toBe(201);
  });

  it('writes to each of a community\'s mailboxes when it has several, and the visitor replies to them all', async () => {
    const mailboxes = 'maple@leasing.example, manager@leasing.example';
    await env.database.db.update(properties).set({ email: mailboxes }).where(eq(properties.id, 'maple-court'));
    try {
      expect((await book(tour({ day: '2026-12-04', time: '10:00', email: 'two@boxes.example' }))).status).toBe(201);
      const staff = await env.smtp.waitForMail((m) => m.headers.subject?.startsWith('Tour Booked: Maple Court') === true && m.text.includes('two@boxes.example'));
      expect(staff.envelopeTo).toEqual(['maple@leasing.example', 'manager@leasing.example']);
      const visitor = await env.smtp.waitForMail((m) => m.headers.subject?.includes('Dec 4, 2026') === true && m.envelopeTo.includes('two@boxes.example'));
      expect(visitor.headers['reply-to']).toBe(mailboxes);
      expect(await cancel(await mailedCancelToken('Dec 4, 2026'))).toMatchObject({ status: 200 });
      const notice = await env.smtp.waitForMail((m) => m.headers.subject?.startsWith('Tour Cancelled: Maple Court') === true && m.text.includes('two@boxes.example'));
      expect(notice.envelopeTo).toEqual(['maple@leasing.example', 'manager@leasing.example']);
    } finally {
      await env.database.db.update(properties).set({ email: 'maple@leasing.example' }).where(eq(properties.id, 'maple-court'));
    }
  });

  // The cancel page's button is a plain form post: the browser would show a refusal's JSON.
  it('sends a post from the page that was refused for its rate, or failed, back to the page saying so; JSON gets 429 and 503', async () => {
    expect((await book(tour({ day: '2026-12-03', time: '10:00', email: 'refused@example.com' }))).status).toBe(201);
    const token = await mailedCancelToken('Dec 3, 2026, 10:00 AM');

    const rateLimiter = createEndpointRateLimiter({ perClient: { points: 1, durationSeconds: 60 } });
    expect((await cancel('nonsense', { using: { rateLimiter } })).status).toBe(404);
    expect(await cancel(token, { form: true, using: { rateLimiter } })).toMatchObject({ status: 303, location: `/tours/cancel/${token}?result=busy` });
    expect((await cancel(token, { using: { rateLimiter } })).status).toBe(429);

    const getDb = async (): Promise<never> => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    };
    expect(await cancel(token, { form: true, using: { getDb } })).toMatchObject({ status: 303, location: `/tours/cancel/${token}?result=failed` });
    expect(await cancel(token, { using: { getDb } })).toMatchObject({ status: 503, body: { message: TOUR_CANCEL_FAILED_MESSAGE } });
    const [row] = await env.database.db.select().from(tourBookings).where(eq(tourBookings.startsAt, slotStart('2026-12-03', '10:00')));
    expect(row!.cancelledAt).toBeNull();
  });

  it('does not cancel a tour whose time has passed', async () => {
    expect((await book(tour({ day: '2026-12-02', time: '15:00', email: 'past@example.com' }))).status).toBe(201);
    const token = await mailedCancelToken('Dec 2, 2026, 3:00 PM');
    expect(await cancel(token, { at: new Date('2026-12-02T21:00:00Z') })).toMatchObject({ status: 200, body: { message: TOUR_PAST_MESSAGE } });
    expect(await liveBookings('maple-court')).toBeGreaterThan(0);
    const [row] = await env.database.db.select().from(tourBookings).where(eq(tourBookings.startsAt, slotStart('2026-12-02', '15:00')));
    expect(row!.cancelledAt).toBeNull();
  });

  it.each(['1.forged', `1.${'A'.repeat(43)}`, 'nonsense', `999999.${'A'.repeat(43)}`])('answers 404 to %s and changes nothing', async (token) => {
    const [before] = await env.database.db.select({ n: count() }).from(tourBookings).where(isNull(tourBookings.cancelledAt));
    expect(await cancel(token)).toMatchObject({ status: 404, body: { message: TOUR_NOT_FOUND_MESSAGE } });
    const [after] = await env.database.db.select({ n: count() }).from(tourBookings).where(isNull(tourBookings.cancelledAt));
    expect(after).toEqual(before);
  });

  it('keeps the cancel link out of the community\'s mail', async () => {
    const staffMails = await env.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'tour-booked'));
    expect(staffMails.length).toBeGreaterThan(0);
    for (const mail of staffMails) expect(JSON.stringify(mail)).not.toContain('/tours/cancel/');
  });
});
