import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../data/schema';
import { openTestDatabase } from '@/test/test-database';
import { deliverDueMail, retryDelayMs } from './delivery';
import { enqueueMail } from './outbox';
import PostalMime from 'postal-mime';
import { createFileTransport, type MailTransport, type OutgoingMail } from './transport';

describe('retryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [50, 3_600_000],
    [10_000, 3_600_000],
  ])('after %p failed attempts waits %p ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });

  it('follows a custom policy', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, { baseMs: 100, maxMs: 500 }))).toEqual([100, 200, 400, 500]);
  });
});

/** A transport that fails while `down` is true and records what it delivered. */
function fakeTransport() {
  const sent: OutgoingMail[] = [];
  const state = { down: false };
  const transport: MailTransport = {
    name: 'fake',
    async send(mail) {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      sent.push(mail);
    },
    close() {},
  };
  return { transport, sent, state };
}

describe('mail outbox delivery', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let now = new Date('2027-03-01T12:00:00Z');
  const clock = () => now;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeAll(async () => {
    database = await openTestDatabase('outbox-test-');
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  const mail = (subject: string) => ({
    kind: 'application',
    to: ['leasing@maple.example', 'leasing@maple.example', ' '],
    replyTo: 'jane@example.com',
    subject,
    text: 'Hello',
    html: '<p>Hello</p>',
  });

  async function row(id: number) {
    const [found] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return found!;
  }

  it('stores a mail with deduplicated recipients and refuses one without any', async () => {
    const id = await enqueueMail(database.db, mail('One'));
    expect(await row(id)).toMatchObject({ to: ['leasing@maple.example'], status: 'pending', attempts: 0, replyTo: 'jane@example.com' });
    await expect(enqueueMail(database.db, { ...mail('None'), to: [' '] })).rejects.toThrow('needs at least one recipient');
  });

  it('delivers due mail once and marks it sent', async () => {
    const { transport, sent } = fakeTransport();
    const id = await enqueueMail(database.db, mail('Deliver me'));
    await database.db.update(mailOutbox).set({ nextAttemptAt: now }).where(eq(mailOutbox.id, id));
    const report = await deliverDueMail(database.db, { transport, from: 'no-reply@site.example', now: clock });
    expect(report).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(sent).toEqual([expect.objectContaining({ id, from: 'no-reply@site.example', to: ['leasing@maple.example'], replyTo: 'jane@example.com', subject: 'Deliver me' })]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null, sentAt: now });
    expect(await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock })).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('sends the private links a mail carries, then keeps it without their secrets', async () => {
    const key = 'WDqCnlXtsoQr4LeTMaLRT6ymz4eY9JJR1aqiHfqeqq8';
    const cancel = 'https://site.example/tours/cancel/tour_1.abcdefghijklmnopqrstuvwxyz0123456789ABCDEF';
    const calendar = `BEGIN:VCALENDAR\r\nDESCRIPTION:Your tour.\\nTo cancel: ${cancel.slice(0, 40)}\r\n ${cancel.slice(40)}\r\nEND:VCALENDAR\r\n`;
    const { transport, sent } = fakeTransport();
    const id = await enqueueMail(database.db, {
      ...mail('Your sublet'),
      text: `Manage your sublet: https://site.example/sublets/${key}\nBoard: https://site.example/sublets`,
      html: `<a href="https://site.example/sublets/${key}">https://site.example/sublets/${key}</a>`,
      attachments: [{ filename: 'tour.ics', contentType: 'text/calendar', content: calendar }],
    });
    await database.db.update(mailOutbox).set({ nextAttemptAt: now }).where(eq(mailOutbox.id, id));
    await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock });
    expect(sent[0]?.text).toContain(key);
    expect(sent[0]?.attachments?.[0]?.content).toBe(calendar);
    const kept = await row(id);
    expect(kept.status).toBe('sent');
    expect(kept.text).toBe('Manage your sublet: https://site.example/sublets/(private)\nBoard: https://site.example/sublets');
    expect(kept.html).toBe('<a href="https://site.example/sublets/(private)">https://site.example/sublets/(private)</a>');
    expect(kept.attachments[0]?.content).toBe('BEGIN:VCALENDAR\r\nDESCRIPTION:Your tour.\\nTo cancel: https://site.example/tours/cancel/(private)\r\nEND:VCALENDAR\r\n');
    expect(JSON.stringify(kept)).not.toContain(cancel.slice(-20));
  });

  it('keeps a mail that could not be sent whole, for the next attempt', async () => {
    const { transport, state } = fakeTransport();
    state.down = true;
    const text = 'Manage your sublet: https://site.example/sublets/WDqCnlXtsoQr4LeTMaLRT6ymz4eY9JJR1aqiHfqeqq8';
    const id = await enqueueMail(database.db, { ...mail('Your sublet'), text });
    await database.db.update(mailOutbox).set({ nextAttemptAt: now, createdAt: now }).where(eq(mailOutbox.id, id));
    await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock });
    expect(await row(id)).toMatchObject({ status: 'pending', text });
  });

  it('retries with exponential backoff until the transport is back', async () => {
    const { transport, sent, state } = fakeTransport();
    const retry = { baseMs: 1000, maxMs: 4000 };
    const id = await enqueueMail(database.db, mail('Retry me'));
    // Stored at the test clock's now: the give-up age counts from there.
    await database.db.update(mailOutbox).set({ nextAttemptAt: now, createdAt: now }).where(eq(mailOutbox.id, id));
    state.down = true;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock, retry })).toEqual({ claimed: 1, sent: 0, failed: 1 });
      const failed = await row(id);
      expect(failed).toMatchObject({ status: 'pending', attempts: attempt, lockedUntil: null, lastError: 'fake: connect ECONNREFUSED 127.0.0.1:2525' });
      waits.push(failed.nextAttemptAt.getTime() - now.getTime());
      // Not due before its time.
      advance(waits.at(-1)! - 1);
      expect((await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock, retry })).claimed).toBe(0);
      advance(1);
    }
    expect(waits).toEqual([1000, 2000, 4000, 4000]);
    state.down = false;
    expect(await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock, retry })).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(sent.map((m) => m.subject)).toEqual(['Retry me']);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 5, lastError: null });
  });

  it('does not claim mail leased by another worker until the lease ends (a crashed worker)', async () => {
    const { transport, sent } = fakeTransport();
    const id = await enqueueMail(database.db, mail('Leased'));
    await database.db.update(mailOutbox).set({ nextAttemptAt: now, lockedUntil: new Date(now.getTime() + 60_000), attempts: 1 }).where(eq(mailOutbox.id, id));
    expect((await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock })).claimed).toBe(0);
    advance(60_000);
    expect(await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock })).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('never hands one row to two concurrent rounds', async () => {
    const { transport, sent } = fakeTransport();
    for (let i = 0; i < 12; i += 1) await enqueueMail(database.db, mail(`Mail ${i}`));
    await database.db.update(mailOutbox).set({ nextAttemptAt: now });
    const reports = await Promise.all(
      [1, 2, 3].map(() => deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock, batchSize: 5 })),
    );
    const more = await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock, batchSize: 5 });
    expect(reports.reduce((n, r) => n + r.claimed, 0) + more.claimed).toBe(12);
    expect(new Set(sent.map((m) => m.id)).size).toBe(12);
    expect(sent).toHaveLength(12);
  });

  it('a late failure report of an attempt that lost its lease does not undo a newer attempt', async () => {
    const id = await enqueueMail(database.db, mail('Slow'));
    await database.db.update(mailOutbox).set({ nextAttemptAt: now }).where(eq(mailOutbox.id, id));
    let release: () => void = () => {};
    const slow: MailTransport = {
      name: 'slow',
      send: () => new Promise<void>((_, reject) => (release = () => reject(new Error('timeout')))),
      close() {},
    };
    const first = deliverDueMail(database.db, { transport: slow, from: 'x@y.z', now: clock, leaseMs: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    advance(1000); // the lease ran out: another worker takes over and delivers
    const { transport, sent } = fakeTransport();
    expect(await deliverDueMail(database.db, { transport, from: 'x@y.z', now: clock })).toMatchObject({ sent: 1 });
    release();
    expect(await first).toMatchObject({ failed: 1 });
    expect(sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('writes .eml files when no SMTP server is configured', async () => {
    const directory = path.join(database.dataDir, 'outbox');
    const id = await enqueueMail(database.db, { ...mail('Rental Application Request'), text: 'Name: Jane', html: '<p>Name: Jane</p>' });
    await database.db.update(mailOutbox).set({ nextAttemptAt: now }).where(eq(mailOutbox.id, id));
    const report = await deliverDueMail(database.db, { transport: createFileTransport(directory), from: 'Site <no-reply@site.example>', now: clock });
    expect(report).toEqual({ claimed: 1, sent: 1, failed: 0 });
    const files = readdirSync(directory);
    expect(files).toEqual([expect.stringMatching(new RegExp(`^\\d{8}T\\d{6}Z-${String(id).padStart(6, '0')}-application\\.eml$`))]);
    const eml = readFileSync(path.join(directory, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Site <no-reply@site\.example>\r$/m);
    expect(eml).toMatch(/^To: leasing@maple\.example\r$/m);
    expect(eml).toMatch(/^Reply-To: jane@example\.com\r$/m);
    expect(eml).toMatch(/^Subject: Rental Application Request\r$/m);
    expect(eml).toMatch(new RegExp(`^Message-ID: <outbox-${id}-\\d+@site\\.example>\\r$`, 'm'));
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('Name: Jane');
  });

  it('sends the attachments stored with a mail (a tour confirmation\'s calendar file)', async () => {
    const directory = path.join(database.dataDir, 'outbox-attachments');
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const id = await enqueueMail(database.db, {
      ...mail('Your tour'),
      attachments: [{ filename: 'tour.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar }],
    });
    await database.db.update(mailOutbox).set({ nextAttemptAt: now }).where(eq(mailOutbox.id, id));
    expect(await deliverDueMail(database.db, { transport: createFileTransport(directory), from: 'Site <no-reply@site.example>', now: clock })).toMatchObject({ sent: 1 });
    const eml = readFileSync(path.join(directory, readdirSync(directory)[0]!), 'utf8');
    const parsed = await PostalMime.parse(eml);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: 'tour.ics', mimeType: 'text/calendar' });
    // Byte for byte, CRLF line ends included (a parser may normalise them when it decodes).
    expect(eml).toContain(`Content-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename=tour.ics\r\n\r\n${Buffer.from(calendar).toString('base64')}`);
  });
});
