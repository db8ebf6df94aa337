import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from './db';

/**
 * What the jobs that store mails as time passes share (docs/architecture.md, "Mails that time
 * brings, once"): ./sublet-notices.ts and ./tour-reminders.ts.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An instant as a `timestamptz` parameter of a query. */
export const timestamp = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * For each candidate row, in a transaction of its own: `markAndStore` marks it by an update only
 * an unmarked row passes and stores its mail, or finds it marked (another instance was first)
 * and stores nothing (false). Returns how many mails were stored.
 */
export async function storeOnceEach<Id>(db: Db, ids: readonly Id[], markAndStore: (tx: Tx, id: Id) => Promise<boolean>): Promise<number> {
  let stored = 0;
  for (const id of ids) if (await db.transaction((tx) => markAndStore(tx, id))) stored += 1;
  return stored;
}
