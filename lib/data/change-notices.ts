import 'server-only';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { CacheTag } from '../cache-tags';
import { log } from '../log';
import type { Db } from './db';
import { changeNotices } from './schema';

/**
 * Changes made by another process (an import run with `npm run db:import` while the site serves)
 * reach every server instance through PostgreSQL's LISTEN/NOTIFY: the writer notifies the cache
 * tags it changed in its transaction (delivered when it commits), and each instance listening
 * expires those tags in its own cache. Without this, imported listings would show only when the
 * cached data expires (LISTING_REVALIDATE_SECONDS).
 *
 * Each notice is also a numbered row (`change_notices`), so that a listener whose connection was
 * lost (PostgreSQL restarted, the network cut) reads what it missed and expires only that. Before
 * the rows, a reconnect expired every tag: after every restart of PostgreSQL every instance read
 * everything again at once, and a page read from the cache before went 503 if the database went
 * down again before it was read afresh.
 */
export const CHANGES_CHANNEL = 'site_changes';

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'site-change-listener';

/** How long a notice's row is kept: a listener away longer expires every tag. */
export const CHANGE_NOTICE_DAYS = 7;

/** The payload's first item: the notice's number (`seq:42,listings,sublets`). */
const SEQ_PREFIX = 'seq:';

/** Held by a writer from numbering its notice until it commits (see notifyChanged). */
const NOTICE_LOCK_KEY = 727_003;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Tells every listening instance, when the transaction commits, that these tags changed.
 *
 * A transaction, not the bare database: the lock taken first is held until the commit, so notices
 * commit in the order of their numbers. Without it, a notice numbered before another could commit
 * after it; a listener that had heard the later one and lost its connection meanwhile would read,
 * once back, only the rows after the later one, and never expire the earlier one's tags.
 */
export async function notifyChanged(tx: Tx, tags: readonly CacheTag[]): Promise<void> {
  const joined = tags.join(',');
  await tx.execute(sql`select pg_advisory_xact_lock(${NOTICE_LOCK_KEY})`);
  await tx.execute(sql`delete from ${changeNotices} where ${changeNotices.createdAt} < now() - make_interval(days => ${CHANGE_NOTICE_DAYS})`);
  const [row] = await tx.insert(changeNotices).values({ tags: joined }).returning({ seq: changeNotices.seq });
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`${SEQ_PREFIX}${row?.seq ?? 0},${joined}`})`);
}

/** A notice's payload read: its number (none from a writer older than the rows) and its tags. */
export function readNoticePayload(payload: string): { seq: number | null; tags: string[] } {
  let seq: number | null = null;
  const tags: string[] = [];
  for (const item of payload.split(',')) {
    if (item.startsWith(SEQ_PREFIX)) {
      const value = Number(item.slice(SEQ_PREFIX.length));
      if (Number.isSafeInteger(value)) seq = value;
    } else if (item) {
      tags.push(item);
    }
  }
  return { seq, tags };
}

/** The notices' numbers as PostgreSQL has them now: the newest, and the oldest still kept. */
export interface NoticeRange {
  oldest: number | null;
  newest: number | null;
}

/**
 * What a listener missed, given the newest notice it had when its connection was lost and what
 * it reads after it reconnected: 'none'; the numbers to read the tags of; or 'all' when it
 * cannot know (it had none yet, rows it needs were deleted, or the database is older than what it
 * saw: restored from a backup).
 */
export function missedNotices(lastSeen: number | null, range: NoticeRange): 'none' | 'all' | { after: number } {
  if (lastSeen === null) return 'all';
  const newest = range.newest ?? 0;
  if (newest === lastSeen) return 'none';
  if (newest < lastSeen) return 'all';
  if (range.oldest === null || range.oldest > lastSeen + 1) return 'all';
  return { after: lastSeen };
}

export interface ChangeListener {
  stop(): Promise<void>;
}

/**
 * Listens on its own connection and calls `onChange` with the tags of each notice. A lost
 * connection is opened again (after 1 s, then up to 30 s apart); once it listens again, the tags
 * of the notices committed meanwhile are read from their rows and reported (every tag when that
 * cannot be known: missedNotices).
 */
export function listenForChanges(databaseUrl: string, allTags: readonly CacheTag[], onChange: (tags: string[]) => void): ChangeListener {
  let client: Client | null = null;
  let stopped = false;
  let retryMs = 1000;
  let timer: NodeJS.Timeout | undefined;
  let missedSome = false;
  let lastSeen: number | null = null;

  const connect = async () => {
    if (stopped) return;
    const next = new Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const notice = readNoticePayload(message.payload ?? '');
      if (notice.seq !== null && (lastSeen === null || notice.seq > lastSeen)) lastSeen = notice.seq;
      onChange(notice.tags);
    });
    next.on('error', (error) => {
      log.warn('changes.listener_lost', { reason: error.message });
      retry(next);
    });
    let range: NoticeRange;
    try {
      await next.connect();
      // Listening first: a change committed from now on comes as a notice, one committed before
      // is in the rows read next (one in between comes both ways; expiring twice is harmless).
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      range = await readNoticeRange(next);
    } catch (error) {
      log.warn('changes.listener_failed', { reason: (error as Error).message, retryInMs: retryMs });
      retry(next);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = 1000;
    const wasMissing = missedSome;
    missedSome = false;
    const seen = lastSeen;
    // What the database has now is where the notices go on from (lower than before when it was
    // restored from a backup; a notice handled meanwhile may come again: expired twice).
    lastSeen = range.newest ?? 0;
    if (!wasMissing) return;
    const missed = missedNotices(seen, range);
    let tags: string[] = [];
    try {
      tags = missed === 'all' ? [...allTags] : missed === 'none' ? [] : await readTagsAfter(next, missed.after);
    } catch (error) {
      log.warn('changes.catch_up_failed', { reason: (error as Error).message });
      tags = [...allTags];
    }
    log.info('changes.resumed', { missed: missed === 'all' ? 'unknown' : tags.length ? 'some' : 'none', tags });
    if (tags.length) onChange(tags);
  };

  const retry = (failed: Client) => {
    missedSome = true;
    if (client === failed) client = null;
    failed.end().catch(() => {});
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

async function readNoticeRange(client: Client): Promise<NoticeRange> {
  const { rows } = await client.query<{ oldest: string | null; newest: string | null }>('select min(seq) as oldest, max(seq) as newest from change_notices');
  const toNumber = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return { oldest: toNumber(rows[0]?.oldest), newest: toNumber(rows[0]?.newest) };
}

async function readTagsAfter(client: Client, after: number): Promise<string[]> {
  const { rows } = await client.query<{ tags: string }>('select tags from change_notices where seq > $1', [after]);
  return [...new Set(rows.flatMap((row) => readNoticePayload(row.tags).tags))];
}
