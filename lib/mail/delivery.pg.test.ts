import { sql } from 'drizzle-orm';
import { claimCaptchaToken } from '../captcha/used-tokens';
import { recordContactEvent } from '../data/analytics';
import { type DatabaseHandle, openDatabase } from '../data/db';
import { analyticsCounts, analyticsEvents, mailOutbox, usedCaptchaTokens } from '../data/schema';
import { deliverDueMail } from './delivery';
import { enqueueMail } from './outbox';
import type { MailTransport } from './transport';
import { type PgServer, startPgServer } from '../../test/pg-server';

/**
 * Several server processes on one PostgreSQL: two connection pools stand for two processes.
 * The test run starts its own throwaway cluster (test/pg-server.ts).
 */
describe('on a PostgreSQL server shared by two processes', () => {
  let server: PgServer;
  let a: DatabaseHandle;
  let b: DatabaseHandle;

  beforeAll(async () => {
    server = await startPgServer();
    a = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent' });
    b = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent' });
    await Promise.all([a.migrate(), b.migrate()]);
    await a.db.execute(sql`truncate ${mailOutbox}, ${usedCaptchaTokens}, ${analyticsEvents}, ${analyticsCounts} restart identity cascade`);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await server?.stop();
  });

  it('delivers each mail exactly once while both claim concurrently (FOR UPDATE SKIP LOCKED)', async () => {
    for (let i = 0; i < 60; i += 1) {
      await enqueueMail(a.db, { kind: 'contact', to: ['x@y.example'], subject: `Mail ${i}`, text: 't', html: 'h' });
    }
    const deliveries = new Map<number, number>();
    const transport: MailTransport = {
      name: 'slow',
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        deliveries.set(mail.id, (deliveries.get(mail.id) ?? 0) + 1);
      },
      close() {},
    };
    const worker = async (handle: DatabaseHandle) => {
      for (;;) {
        const report = await deliverDueMail(handle.db, { transport, from: 'f@x.example', batchSize: 4 });
        if (report.claimed === 0) return;
      }
    };
    await Promise.all([worker(a), worker(b), worker(a), worker(b)]);
    expect(deliveries.size).toBe(60);
    expect([...deliveries.values()].every((n) => n === 1)).toBe(true);
    const pending = await a.db.execute(sql`select count(*)::int as n from ${mailOutbox} where status <> 'sent'`);
    expect((pending as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  }, 60_000);

  it('lets exactly one of many concurrent claims of a captcha token win', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => claimCaptchaToken(i % 2 ? a.db : b.db, 'shared-token')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('counts concurrent analytics events from both processes without losing one', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        recordContactEvent(i % 2 ? a.db : b.db, { event: 'clicked', property: 'p', day: '2027-03-01', at: new Date() }),
      ),
    );
    const [row] = await a.db.select().from(analyticsCounts);
    expect(row?.count).toBe(40);
  });
});
