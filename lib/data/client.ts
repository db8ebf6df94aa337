import 'server-only';
import { getConfig } from '../config';
import { type DatabaseHandle, type Db, openDatabase } from './db';

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
