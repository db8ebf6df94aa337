import 'server-only';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { CacheTag } from '../cache-tags';
import { log } from '../log';
import type { Db } from './db';

/**
 * Changes made by another process (an import run with `npm run db:import` while the site serves)
 * reach every server instance through PostgreSQL's LISTEN/NOTIFY: the writer notifies the cache
 * tags it changed in its transaction (delivered when it commits), and each instance listening
 * expires those tags in its own cache. Without this, imported listings would show only when the
 * cached data expires (LISTING_REVALIDATE_SECONDS).
 */
export const CHANGES_CHANNEL = 'site_changes';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Tells every listening instance, when the transaction commits, that these tags changed. */
export async function notifyChanged(tx: Db | Tx, tags: readonly CacheTag[]): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${tags.join(',')})`);
}

export interface ChangeListener {
  stop(): Promise<void>;
}

/**
 * Listens on its own connection and calls `onChange` with the tags of each notice. A lost
 * connection is opened again (after 1 s, then up to 30 s apart); changes committed while it was
 * down are missed, so a connection made after a failure reports every tag as changed.
 */
export function listenForChanges(databaseUrl: string, allTags: readonly CacheTag[], onChange: (tags: string[]) => void): ChangeListener {
  let client: Client | null = null;
  let stopped = false;
  let retryMs = 1000;
  let timer: NodeJS.Timeout | undefined;
  let missedSome = false;

  const connect = async () => {
    if (stopped) return;
    const next = new Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) onChange((message.payload ?? '').split(',').filter(Boolean));
    });
    next.on('error', (error) => {
      log.warn('changes.listener_lost', { reason: error.message });
      retry(next);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
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
    if (missedSome) onChange([...allTags]);
    missedSome = false;
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
