import { type AddressInfo, createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { type PgServer, startPgServer } from '../../test/pg-server';
import { type DatabaseHandle, openDatabase, pingDatabase } from './db';
import { DATABASE_CONNECT_TIMEOUT_MS } from './deadlines';
import { isDatabaseUnavailable } from './unavailable';

/**
 * A PostgreSQL server restarted (an upgrade, a failover) or down under a running site: the pool's
 * ended connections are a log line, not an uncaught exception; a query meanwhile fails with an
 * error route handlers answer 503; once the server is back, queries work without a restart of ours.
 */
describe('the site’s connection pool across a database restart', () => {
  let server: PgServer;
  let handle: DatabaseHandle;
  const logged: string[] = [];

  beforeAll(async () => {
    process.env.LOG_LEVEL = 'info';
    jest.spyOn(process.stderr, 'write').mockImplementation((line) => {
      logged.push(String(line));
      return true;
    });
    server = await startPgServer();
    handle = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent' });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await server?.stop();
    jest.restoreAllMocks();
  });

  it('reports the ended connections, refuses queries as unavailable while down, and works once back', async () => {
    // Three connections at once, then idle in the pool.
    await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));

    await server.pause();
    const lost = () => logged.filter((line) => line.includes('"event":"database.connection_lost"')).length;
    for (let waited = 0; lost() < 3 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lost()).toBe(3);
    const failure = await handle.db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);

    await server.resume();
    expect(await pingDatabase(handle.db)).toBe(true);
    // A fault of the query is still a fault, not an outage.
    const fault = await handle.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(fault)).toBe(false);
  }, 60_000);

  it('gives up on a query a frozen server does not answer, after the query deadline, and works once it answers', async () => {
    const quick = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent', queryTimeoutMs: 1000 });
    const patient = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent', queryTimeoutMs: 0 });
    const outcome = (pending: Promise<unknown>, ms: number) =>
      Promise.race([
        pending.then(
          () => 'answered',
          (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : `failed: ${String(error)}`),
        ),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), ms)),
      ]);
    try {
      // A connection open in each pool, as on a site with visitors.
      await Promise.all([quick.db.execute(sql`select 1`), patient.db.execute(sql`select 1`)]);
      server.freeze();
      const started = Date.now();
      const [fromQuick, fromPatient] = await Promise.all([outcome(quick.db.execute(sql`select 1`), 3000), outcome(patient.db.execute(sql`select 1`), 3000)]);
      // Without a deadline node-postgres waits as long as the connection is open.
      expect(fromPatient).toBe('still waiting');
      expect(fromQuick).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(3500);
    } finally {
      server.thaw();
    }
    expect(await outcome(quick.db.execute(sql`select 2 as two`), 5000)).toBe('answered');
    await Promise.all([quick.close(), patient.close()]);
  }, 30_000);

  it('lets no transaction keep its connection when the frozen server does not answer its begin', async () => {
    const quick = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent', queryTimeoutMs: 500 });
    try {
      await quick.db.execute(sql`select 1`);
      server.freeze();
      try {
        // More transactions than the pool has connections (10), each failing on its begin.
        const failures = await Promise.all(
          Array.from({ length: 12 }, () =>
            quick.db.transaction(async (tx) => tx.execute(sql`select 1`)).then(
              () => null,
              (error: unknown) => error,
            ),
          ),
        );
        expect(failures.every((error) => isDatabaseUnavailable(error))).toBe(true);
      } finally {
        server.thaw();
      }
      // Drizzle's own release does not cover its begin: without SitePool the pool had no
      // connection left to give ("timeout exceeded when trying to connect").
      const rows = await quick.db.transaction(async (tx) => tx.execute(sql`select 3 as three`));
      expect((rows as { rows: unknown[] }).rows).toEqual([{ three: 3 }]);
    } finally {
      await quick.close();
    }
  }, 60_000);

  it('gives up on a server that takes the connection and never answers, after the connect timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const stalled = await openDatabase({ databaseUrl: `postgres://site@127.0.0.1:${port}/site`, dataDir: '/nonexistent' });
    try {
      const started = Date.now();
      const failure = await stalled.db.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error,
      );
      const waited = Date.now() - started;
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(waited).toBeGreaterThanOrEqual(DATABASE_CONNECT_TIMEOUT_MS - 100);
      expect(waited).toBeLessThan(DATABASE_CONNECT_TIMEOUT_MS + 5_000);
    } finally {
      await stalled.close();
      silent.close();
    }
  }, 30_000);
});
