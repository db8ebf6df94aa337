import { eq } from 'drizzle-orm';
import { mailOutbox } from '../data/schema';
import { openTestDatabase } from '@/test/test-database';
import { enqueueMail } from './outbox';
import type { MailTransport, OutgoingMail } from './transport';
import { MailWorker } from './worker';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  database = await openTestDatabase('worker-test-');
}, 60_000);
afterAll(() => database.close());

function recordingTransport(delayMs = 0) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    name: 'recording',
    async send(mail) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(mail);
    },
    close() {},
  };
  return { transport, sent };
}

const mail = (subject: string) => ({ kind: 'contact', to: ['a@b.example'], subject, text: 't', html: '<p>t</p>' });

describe('MailWorker', () => {
  it('delivers what an earlier process left pending as soon as it starts (nothing lost on restart)', async () => {
    const id = await enqueueMail(database.db, mail('Left over'));
    const { transport, sent } = recordingTransport();
    const worker = new MailWorker({ getDb: async () => database.db, delivery: () => ({ transport, from: 'x@y.z' }), pollMs: 60_000 });
    worker.start();
    await worker.kick();
    await worker.stop();
    expect(sent.map((m) => m.subject)).toEqual(['Left over']);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('sent');
  });

  it('on start, retries at once mail that was waiting for a later attempt (e.g. SMTP fixed, server restarted)', async () => {
    const id = await enqueueMail(database.db, mail('Waiting for a retry'));
    const later = new Date(Date.now() + 60 * 60_000);
    await database.db.update(mailOutbox).set({ attempts: 6, nextAttemptAt: later, lastError: 'smtp: down' }).where(eq(mailOutbox.id, id));
    const { transport, sent } = recordingTransport();
    const kickOnly = new MailWorker({ getDb: async () => database.db, delivery: () => ({ transport, from: 'x@y.z' }), pollMs: 60_000 });
    await kickOnly.kick();
    expect(sent).toHaveLength(0); // a kick alone respects the backoff
    const worker = new MailWorker({ getDb: async () => database.db, delivery: () => ({ transport, from: 'x@y.z' }), pollMs: 60_000 });
    worker.start();
    await worker.kick();
    await worker.stop();
    await kickOnly.stop();
    expect(sent.map((m) => m.subject)).toEqual(['Waiting for a retry']);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 7 });
  });

  it('a kick during a round makes one more round, so mail stored meanwhile is not left waiting for the timer', async () => {
    const { transport, sent } = recordingTransport(50);
    const worker = new MailWorker({ getDb: async () => database.db, delivery: () => ({ transport, from: 'x@y.z' }), pollMs: 60_000 });
    await enqueueMail(database.db, mail('First'));
    const first = worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await enqueueMail(database.db, mail('Second'));
    const second = worker.kick();
    await Promise.all([first, second]);
    expect(sent.map((m) => m.subject)).toEqual(['First', 'Second']);
    await worker.stop();
  });

  it('works through more than one batch in a round', async () => {
    for (let i = 0; i < 7; i += 1) await enqueueMail(database.db, mail(`Batch ${i}`));
    const { transport, sent } = recordingTransport();
    const worker = new MailWorker({ getDb: async () => database.db, delivery: () => ({ transport, from: 'x@y.z', batchSize: 3 }), pollMs: 60_000 });
    await worker.kick();
    expect(sent).toHaveLength(7);
    await worker.stop();
  });

  it('survives a database that cannot be opened (logs, retries on the next kick)', async () => {
    let fail = true;
    await enqueueMail(database.db, mail('After the outage'));
    const { transport, sent } = recordingTransport();
    const worker = new MailWorker({
      getDb: async () => {
        if (fail) throw new Error('database down');
        return database.db;
      },
      delivery: () => ({ transport, from: 'x@y.z' }),
      pollMs: 60_000,
    });
    await expect(worker.kick()).resolves.toBeUndefined();
    expect(sent).toHaveLength(0);
    fail = false;
    await worker.kick();
    expect(sent.map((m) => m.subject)).toEqual(['After the outage']);
    await worker.stop();
  });

  it('says once that delivery waits for the database, not at every round of an outage, and when it goes on', async () => {
    const logged: string[] = [];
    process.env.LOG_LEVEL = 'info';
    const spies = [process.stdout, process.stderr].map((stream) =>
      jest.spyOn(stream, 'write').mockImplementation((line) => {
        logged.push(String(line));
        return true;
      }),
    );
    try {
      let down = true;
      const { transport } = recordingTransport();
      const worker = new MailWorker({
        getDb: async () => {
          if (down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          return database.db;
        },
        delivery: () => ({ transport, from: 'x@y.z' }),
        pollMs: 60_000,
      });
      for (let round = 0; round < 3; round += 1) await worker.kick();
      down = false;
      await worker.kick();
      await worker.kick();
      await worker.stop();
      const events = logged.map((line) => (JSON.parse(line) as { event: string }).event);
      expect(events).toEqual(['mail.delivery.paused', 'mail.delivery.resumed']);
    } finally {
      for (const spy of spies) spy.mockRestore();
      process.env.LOG_LEVEL = 'silent';
    }
  });
});
