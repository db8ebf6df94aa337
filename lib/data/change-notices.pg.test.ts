import { sql } from 'drizzle-orm';
import { CACHE_TAGS, type CacheTag } from '../cache-tags';
import { type PgServer, startPgServer } from '../../test/pg-server';
import { CHANGE_NOTICE_DAYS, LISTENER_NAME, listenForChanges, notifyChanged, type ChangeListener } from './change-notices';
import { type DatabaseHandle, openDatabase } from './db';
import { changeNotices } from './schema';

const ALL_TAGS = Object.values(CACHE_TAGS);

/**
 * The change listener across what cuts its connection: PostgreSQL restarted, the connection
 * ended by the server. It must report the changes committed while it was away, and only those:
 * expiring every tag after each restart would make every instance read everything again at once.
 */
describe('change notices across a lost connection', () => {
  let server: PgServer;
  let writer: DatabaseHandle;
  let listener: ChangeListener;
  const heard: string[][] = [];
  const logged: string[] = [];

  const events = (name: string) => logged.filter((line) => line.includes(`"event":"${name}"`));
  async function until(check: () => boolean, what: string, ms = 15_000) {
    for (let waited = 0; !check(); waited += 50) {
      if (waited > ms) throw new Error(`waited ${ms} ms for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async function change(tags: CacheTag[]) {
    await writer.db.transaction((tx) => notifyChanged(tx, tags));
  }
  /** Ends the listener's connection from the server's side, as a failover or an idle timeout does. */
  async function cutListener() {
    const cut = await writer.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME}`);
    expect((cut as { rows: unknown[] }).rows).toHaveLength(1);
  }

  beforeAll(async () => {
    process.env.LOG_LEVEL = 'info';
    for (const stream of [process.stdout, process.stderr]) {
      jest.spyOn(stream, 'write').mockImplementation((line) => {
        logged.push(String(line));
        return true;
      });
    }
    server = await startPgServer();
    writer = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent' });
    await writer.migrate();
    listener = listenForChanges(server.url, ALL_TAGS, (tags) => heard.push(tags));
    // Listening once a notice comes through.
    for (let tries = 0; heard.length === 0; tries += 1) {
      if (tries > 100) throw new Error('the listener never heard a notice');
      await change([CACHE_TAGS.listings]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
  afterAll(async () => {
    await listener?.stop();
    await writer?.close();
    await server?.stop();
    jest.restoreAllMocks();
  });
  beforeEach(() => {
    heard.length = 0;
    logged.length = 0;
  });

  it('hears a notice with its tags', async () => {
    await change([CACHE_TAGS.sublets]);
    await until(() => heard.length > 0, 'the notice');
    expect(heard).toEqual([[CACHE_TAGS.sublets]]);
  });

  it('expires nothing after PostgreSQL restarted with nothing changed', async () => {
    await server.pause();
    await server.resume();
    await until(() => events('changes.resumed').length > 0, 'the listener back');
    expect(events('changes.resumed')[0]).toContain('"missed":"none"');
    expect(heard).toEqual([]);
  }, 60_000);

  it('reports what was committed while its connection was down, and only that', async () => {
    await cutListener();
    await until(() => events('changes.listener_lost').length > 0, 'the listener lost');
    await change([CACHE_TAGS.sublets]);
    await until(() => events('changes.resumed').length > 0, 'the listener back');
    expect(heard).toEqual([[CACHE_TAGS.sublets]]);
    expect(events('changes.resumed')[0]).toContain('"missed":"some"');
  }, 60_000);

  it('hears a notice numbered before one it heard, when that one was ready to commit first', async () => {
    // A writer has numbered its notice and is slow to commit (a large import); a second one
    // (an erasure) numbers its notice after it and is quick.
    let numbered!: () => void;
    let commit!: () => void;
    const isNumbered = new Promise<void>((resolve) => (numbered = resolve));
    const commitNow = new Promise<void>((resolve) => (commit = resolve));
    const slow = writer.db.transaction(async (tx) => {
      await notifyChanged(tx, [CACHE_TAGS.listings]);
      numbered();
      await commitNow;
    });
    await isNumbered;
    const quick = change([CACHE_TAGS.sublets]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The later notice waits for the earlier one's commit: had it committed and been heard, the
      // listener, cut now, would read only the rows after it once back, and miss the slow one's.
      expect(heard).toEqual([]);
      await cutListener();
      await until(() => events('changes.listener_lost').length > 0, 'the listener lost');
    } finally {
      commit();
      await Promise.all([slow, quick]);
    }
    await until(() => events('changes.resumed').length > 0, 'the listener back');
    await until(() => heard.flat().includes(CACHE_TAGS.listings) && heard.flat().includes(CACHE_TAGS.sublets), 'both notices');
  }, 60_000);

  it('reports every tag when the rows it needs are gone', async () => {
    await cutListener();
    await until(() => events('changes.listener_lost').length > 0, 'the listener lost');
    await change([CACHE_TAGS.sublets]);
    const [first] = await writer.db.select({ seq: sql<string>`max(${changeNotices.seq})` }).from(changeNotices);
    await change([CACHE_TAGS.sublets]);
    // As if it had been away longer than the rows are kept: the first it missed, and all before, deleted.
    await writer.db.delete(changeNotices).where(sql`${changeNotices.seq} <= ${Number(first?.seq)}`);
    await until(() => events('changes.resumed').length > 0, 'the listener back');
    expect(heard).toEqual([ALL_TAGS]);
    expect(events('changes.resumed')[0]).toContain('"missed":"unknown"');
  }, 60_000);

  it(`keeps a notice's row ${CHANGE_NOTICE_DAYS} days`, async () => {
    await writer.db.insert(changeNotices).values([
      { tags: 'old', createdAt: new Date(Date.now() - (CHANGE_NOTICE_DAYS + 1) * 86_400_000) },
      { tags: 'recent', createdAt: new Date(Date.now() - (CHANGE_NOTICE_DAYS - 1) * 86_400_000) },
    ]);
    await change([CACHE_TAGS.sublets]);
    const kept = await writer.db.select({ tags: changeNotices.tags }).from(changeNotices);
    expect(kept.map((row) => row.tags)).toContain('recent');
    expect(kept.map((row) => row.tags)).not.toContain('old');
  });
});
