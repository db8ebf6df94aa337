import { eq, sql } from 'drizzle-orm';
import { parseConfig } from '../config';
import { leads, mailOutbox, sublets } from '../data/schema';
import { createEndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { jsonPost } from '../../test/lead-test-env';
import { createTestSublet } from '../../test/sublet-rows';
import { startTwoProcesses, type TwoProcesses } from '../../test/two-processes';
import { createSubletReportEndpoint } from './report-endpoint';

/**
 * Ten visitors reporting one listing at once, through two processes (two connection pools) on a
 * PostgreSQL server: each report counts the visitors before it under the sublet's row lock, so the
 * listing is taken off the board by exactly one of them, never by none.
 */
describe('ten visitors reporting one listing at once', () => {
  let processes: TwoProcesses;

  beforeAll(async () => {
    processes = await startTwoProcesses('report-race');
    await processes.a.db.execute(sql`truncate ${mailOutbox}, ${leads}, ${sublets} restart identity cascade`);
  }, 60_000);
  afterAll(() => processes?.stop());

  it('take it off the board once: one hold, one mail that says so, ten reports stored', async () => {
    const { a, b, dataDir } = processes;
    const posted = await createTestSublet(a.db);
    await a.db.update(sublets).set({ approved: true, approvedAt: new Date() }).where(eq(sublets.id, posted.id));
    const config = parseConfig({ DATA_DIR: dataDir, SITE_URL: 'http://127.0.0.1:3140', INQUIRIES_EMAIL: 'inquiries@limestone.example' });
    const rateLimiter = createEndpointRateLimiter({ perClient: { points: 10_000, durationSeconds: 1 } });
    const revalidate = jest.fn();
    const handlers = [a, b].map((handle) =>
      createSubletReportEndpoint({
        getConfig: () => config,
        getDb: async () => handle.db,
        rateLimiter,
        kickDelivery: async () => {},
        getAppSecret: () => 'race-test-secret-0123456789abcdef',
        revalidate,
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        handlers[i % 2]!(
          jsonPost(`http://127.0.0.1:3140/api/sublets/${posted.id}/report`, { reason: 'scam', details: '', email: '' }, { 'x-forwarded-for': `198.51.100.${i + 1}` }),
          posted.id,
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(revalidate).toHaveBeenCalledTimes(1);
    const [row] = await a.db.select({ heldAt: sublets.heldAt }).from(sublets).where(eq(sublets.id, posted.id));
    expect(row?.heldAt).toBeInstanceOf(Date);
    const subjects = (await a.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((mail) => mail.subject);
    // Ten reports to the moderators, and one notice to the poster.
    expect(subjects).toHaveLength(11);
    expect(subjects.filter((subject) => subject.startsWith('Sublet taken off the board after reports from 3 visitors'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Your sublet is off the board for now'))).toHaveLength(1);
  });
});
