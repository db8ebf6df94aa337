import { eq } from 'drizzle-orm';
import { mailOutbox } from '../data/schema';
import { openTestDatabase } from '@/test/test-database';
import { deliverDueMail, shouldGiveUp } from './delivery';
import { enqueueMail } from './outbox';
import { mailHealth, requeueFailedMail, undeliveredMail } from './outbox-status';
import { isPermanentRefusal, type MailTransport, type OutgoingMail, withoutAddresses } from './transport';

const HOUR = 60 * 60_000;

describe('shouldGiveUp', () => {
  const policy = { baseMs: 1000, maxMs: 4000, maxAttempts: 5, maxPermanentAttempts: 2, maxAgeMs: 10 * HOUR };
  it.each([
    [{ attempts: 4, ageMs: 0, permanent: false }, false],
    [{ attempts: 5, ageMs: 0, permanent: false }, true],
    [{ attempts: 1, ageMs: 0, permanent: true }, false],
    [{ attempts: 2, ageMs: 0, permanent: true }, true],
    [{ attempts: 1, ageMs: 10 * HOUR - 1, permanent: false }, false],
    [{ attempts: 1, ageMs: 10 * HOUR, permanent: false }, true],
  ])('%p → %p', (failure, expected) => {
    expect(shouldGiveUp(failure, policy)).toBe(expected);
  });

  it('defaults to 12 attempts, 3 for a permanent refusal, 2 days', () => {
    expect(shouldGiveUp({ attempts: 11, ageMs: 0, permanent: false })).toBe(false);
    expect(shouldGiveUp({ attempts: 12, ageMs: 0, permanent: false })).toBe(true);
    expect(shouldGiveUp({ attempts: 3, ageMs: 0, permanent: true })).toBe(true);
    expect(shouldGiveUp({ attempts: 1, ageMs: 48 * HOUR, permanent: false })).toBe(true);
  });
});

describe('isPermanentRefusal and withoutAddresses', () => {
  it.each([
    [Object.assign(new Error('550 5.1.1 No such user'), { responseCode: 550 }), true],
    [Object.assign(new Error('535 Authentication failed'), { responseCode: 535 }), true],
    [Object.assign(new Error('451 Try later'), { responseCode: 451 }), false],
    [new Error('connect ECONNREFUSED'), false],
    ['text', false],
  ])('%p is permanent: %p', (error, expected) => {
    expect(isPermanentRefusal(error)).toBe(expected);
  });

  it('keeps addresses out of a log line', () => {
    expect(withoutAddresses('550 5.1.1 <jane.doe+rent@example.com>: Recipient address rejected; from "a@b.co"')).toBe(
      '550 5.1.1 <<address>>: Recipient address rejected; from "<address>"',
    );
  });
});

/** A transport that refuses like an SMTP server with `code`, or accepts when `code` is null. */
function smtpLike() {
  const sent: OutgoingMail[] = [];
  const state: { code: number | null } = { code: 550 };
  const transport: MailTransport = {
    name: 'smtp',
    async send(mail) {
      if (state.code !== null) throw Object.assign(new Error(`${state.code} 5.7.1 <leasing@maple.example>: refused`), { responseCode: state.code });
      sent.push(mail);
    },
    close() {},
  };
  return { transport, sent, state };
}

describe('mail that cannot be delivered', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let now = new Date('2027-03-01T12:00:00Z');
  const clock = () => now;
  const retry = { baseMs: 1000, maxMs: 4000, maxAttempts: 4, maxPermanentAttempts: 2, maxAgeMs: 10 * HOUR };

  beforeAll(async () => {
    database = await openTestDatabase('outbox-limits-');
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    now = new Date('2027-03-01T12:00:00Z');
  });

  const store = async (subject: string) => {
    const id = await enqueueMail(database.db, { kind: 'contact', to: ['leasing@maple.example'], subject, text: 'Hi', html: '<p>Hi</p>' });
    await database.db.update(mailOutbox).set({ nextAttemptAt: now, createdAt: now }).where(eq(mailOutbox.id, id));
    return id;
  };
  const row = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
  /** Attempts until nothing is due any more, moving the clock to each retry. */
  async function attemptAll(transport: MailTransport) {
    for (let round = 0; round < 20; round += 1) {
      const report = await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock, retry });
      if (report.claimed === 0) return round;
      now = new Date(now.getTime() + 5000);
    }
    throw new Error('still retrying after 20 rounds');
  }

  it('gives up on a permanent refusal after its attempts, reports it, and sends it again once requeued', async () => {
    const { transport, sent, state } = smtpLike();
    const id = await store('Refused');
    expect(await attemptAll(transport)).toBe(2);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2, lockedUntil: null, lastError: 'smtp: 550 5.7.1 <leasing@maple.example>: refused' });
    expect(await mailHealth(database.db, now)).toEqual({ waiting: 0, failed: 1, oldestWaitingMinutes: null, stuck: true });
    expect((await undeliveredMail(database.db)).map((m) => [m.id, m.status])).toEqual([[id, 'failed']]);

    state.code = null;
    expect(await requeueFailedMail(database.db, 'all', now)).toEqual([id]);
    expect(await mailHealth(database.db, now)).toMatchObject({ waiting: 1, failed: 0, stuck: false });
    await attemptAll(transport);
    expect(sent.map((m) => m.subject)).toEqual(['Refused']);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await mailHealth(database.db, now)).toEqual({ waiting: 0, failed: 0, oldestWaitingMinutes: null, stuck: false });
  });

  it('gives up on a transient failure only after maxAttempts', async () => {
    const { transport, state } = smtpLike();
    state.code = 451;
    const id = await store('Deferred');
    expect(await attemptAll(transport)).toBe(4);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 4 });
  });

  it('gives up on a mail older than maxAgeMs at its next failure', async () => {
    const { transport, state } = smtpLike();
    state.code = 451;
    const id = await store('Old');
    now = new Date(now.getTime() + 10 * HOUR);
    await database.db.update(mailOutbox).set({ nextAttemptAt: now }).where(eq(mailOutbox.id, id));
    expect(await attemptAll(transport)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('requeues only the ids asked for, and only failed ones', async () => {
    const { transport } = smtpLike();
    const a = await store('A');
    const b = await store('B');
    await attemptAll(transport);
    const c = await store('C');
    expect(await requeueFailedMail(database.db, [b, c, 9999], now)).toEqual([b]);
    expect((await undeliveredMail(database.db)).map((m) => [m.id, m.status])).toEqual([
      [a, 'failed'],
      [b, 'pending'],
      [c, 'pending'],
    ]);
  });

  it('counts waiting mail and calls it stuck after 30 minutes', async () => {
    await store('Waiting');
    expect(await mailHealth(database.db, new Date(now.getTime() + 29 * 60_000))).toEqual({ waiting: 1, failed: 0, oldestWaitingMinutes: 29, stuck: false });
    expect(await mailHealth(database.db, new Date(now.getTime() + 30 * 60_000))).toMatchObject({ oldestWaitingMinutes: 30, stuck: true });
  });

  it('a stopping round gives back the mails it has not tried, due at once and not counted as attempts', async () => {
    const sent: string[] = [];
    let stop = false;
    const transport: MailTransport = {
      name: 'smtp',
      async send(mail) {
        sent.push(mail.subject);
        stop = true; // the server is told to stop while the first mail is being sent
      },
      close() {},
    };
    const ids = [await store('First'), await store('Second'), await store('Third')];
    const report = await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock, retry, shouldStop: () => stop });
    expect(report).toEqual({ claimed: 3, sent: 1, failed: 0 });
    expect(sent).toEqual(['First']);
    expect(await row(ids[0]!)).toMatchObject({ status: 'sent', attempts: 1 });
    for (const id of ids.slice(1)) expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    const next = await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock, retry });
    expect(next).toMatchObject({ claimed: 2, sent: 2 });
  });
});
