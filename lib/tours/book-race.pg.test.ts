import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { parseConfig } from '../config';
import type { DatabaseHandle } from '../data/db';
import { leads, leasingOffices, mailOutbox, properties, tourBookings } from '../data/schema';
import { TOUR_SLOT_TAKEN_MESSAGE } from '../domain/validation/tour';
import { createEndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { jsonPost } from '../../test/lead-test-env';
import { startTwoProcesses, type TwoProcesses } from '../../test/two-processes';
import { createTourBookingEndpoint } from './book-endpoint';

/**
 * Visitors racing for the last seat of a slot, on a PostgreSQL server shared by two processes (two
 * connection pools): all requests go through the real endpoint at once, and the database's
 * partial unique index alone decides who gets a seat.
 */
describe('ten visitors booking the same slot at once', () => {
  let processes: TwoProcesses;
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  let dataDir: string;
  // Thursday 2026-11-26, 7:00 AM in Bloomington; the slot is Friday 10:00.
  const now = new Date('2026-11-26T12:00:00Z');

  beforeAll(async () => {
    processes = await startTwoProcesses('tour-race');
    ({ a, b, dataDir } = processes);
    await a.db.execute(sql`truncate ${tourBookings}, ${mailOutbox}, ${leads}, ${leasingOffices}, ${properties} restart identity cascade`);
    await a.db.insert(properties).values([
      { id: 'one-seat', name: 'One Seat Flats', email: 'one@leasing.example', tourSlotCapacity: 1 },
      { id: 'three-seats', name: 'Three Seat Commons', email: 'three@leasing.example', tourSlotCapacity: 3 },
      { id: 'retried', name: 'Retried Row', email: 'retried@leasing.example', tourSlotCapacity: 3 },
    ]);
    const openingHours = [{ day: 'FRIDAY' as const, opens: '09:00', closes: '17:00' }];
    await a.db.insert(leasingOffices).values([
      { propertyId: 'one-seat', openingHours },
      { propertyId: 'three-seats', openingHours },
      { propertyId: 'retried', openingHours },
    ]);
  }, 60_000);
  afterAll(() => processes?.stop());

  /** Ten bookings at once through both processes; with `submissionKey`, one visitor's booking sent ten times. */
  async function race(property: string, submissionKey?: string) {
    const config = parseConfig({ DATA_DIR: dataDir, SITE_URL: 'http://127.0.0.1:3140', INQUIRIES_EMAIL: 'inquiries@limestone.example' });
    const rateLimiter = createEndpointRateLimiter({ perClient: { points: 10_000, durationSeconds: 1 } });
    const handlers = [a, b].map((handle) =>
      createTourBookingEndpoint({
        getConfig: () => config,
        getDb: async () => handle.db,
        rateLimiter,
        kickDelivery: async () => {},
        now: () => now,
        getAppSecret: () => 'race-test-secret-0123456789abcdef',
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        handlers[i % 2]!(
          jsonPost(
            'http://127.0.0.1:3140/api/tours',
            {
              property,
              kind: 'IN_PERSON',
              day: '2026-11-27',
              time: '10:00',
              name: `Visitor ${submissionKey ? 0 : i}`,
              email: `visitor${submissionKey ? 0 : i}@example.com`,
              phone: '8125550100',
            },
            submissionKey ? { 'idempotency-key': submissionKey } : {},
          ),
        ),
      ),
    );
    return Promise.all(responses.map(async (response) => ({ status: response.status, body: (await response.json()) as { message: string } })));
  }

  async function stored(property: string) {
    const [bookings] = await a.db.select({ n: count() }).from(tourBookings).where(and(eq(tourBookings.propertyId, property), isNull(tourBookings.cancelledAt)));
    const [tourLeads] = await a.db.select({ n: count() }).from(leads).where(eq(leads.propertyId, property));
    const [mails] = await a.db
      .select({ n: count() })
      .from(mailOutbox)
      .innerJoin(leads, eq(leads.id, mailOutbox.leadId))
      .where(eq(leads.propertyId, property));
    return { bookings: bookings?.n, leads: tourLeads?.n, mails: mails?.n };
  }

  it('give one seat: exactly one success and nine clear refusals, one lead and its two mails', async () => {
    const results = await race('one-seat');
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.body.message).toBe(TOUR_SLOT_TAKEN_MESSAGE);
    expect(await stored('one-seat')).toEqual({ bookings: 1, leads: 1, mails: 2 });
  });

  it('give three seats: exactly three successes, seats 0, 1 and 2', async () => {
    const results = await race('three-seats');
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await stored('three-seats')).toEqual({ bookings: 3, leads: 3, mails: 6 });
    const seats = await a.db.select({ seat: tourBookings.seat }).from(tourBookings).where(eq(tourBookings.propertyId, 'three-seats'));
    expect(seats.map((s) => s.seat).sort()).toEqual([0, 1, 2]);
  });

  it('one booking sent ten times with one key (retries after lost answers): one seat, ten successes', async () => {
    const results = await race('retried', '"one-visitor-retrying-0001"');
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await stored('retried')).toEqual({ bookings: 1, leads: 1, mails: 2 });
  });
});
