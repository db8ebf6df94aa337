import 'server-only';
import { getConfig } from '../config';
import { type DatabaseHandle, type Db, openDatabase } from './db';
import { surfacingUnavailable } from './unavailable';

const holder = globalThis as typeof globalThis & { __database?: Promise<DatabaseHandle> };

/**
 * The process's one database handle, opened and migrated on first use and kept on globalThis
 * (one long-lived PGlite per server process). A failed open is forgotten so that it is retried.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!holder.__database) {
    const opening = (async () => {
      const handle = await openDatabase(getConfig());
      await handle.migrate();
      return handle;
    })();
    holder.__database = opening;
    opening.catch(() => {
      if (holder.__database === opening) holder.__database = undefined;
    });
  }
  return holder.__database;
}

/** Closes the process's database handle, if one was opened (server shutdown). */
export async function closeDatabase(): Promise<void> {
  const opening = holder.__database;
  holder.__database = undefined;
  if (!opening) return;
  const handle = await opening.catch(() => null);
  await handle?.close();
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * A page's own read of the database, one not cached by lib/data/cached.ts: a failure for want of
 * the database says so to the error page, as the cached getters' do (lib/data/unavailable.ts).
 */
export function readForPage<T>(read: (db: Db) => Promise<T>): Promise<T> {
  return surfacingUnavailable(async () => read(await getDb()))();
}
