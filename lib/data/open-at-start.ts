import 'server-only';
import { log, messageOf } from '../log';
import { getDatabase } from './client';
import type { DatabaseHandle } from './db';
import { isDatabaseUnavailable } from './unavailable';

/**
 * How long the server waits at start for a database that does not answer yet: after a power cut
 * or a reboot PostgreSQL may come up after the site. Past it, the server exits.
 */
export const DATABASE_START_WAIT_MS = 60_000;

export interface OpenAtStartOptions {
  waitMs?: number;
  open?: () => Promise<DatabaseHandle>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Opens and migrates the process's database when the server starts. While the database cannot
 * be reached (lib/data/unavailable.ts) it tries again after 1 s, 2 s, … up to 10 s apart, with a
 * warning each time, for `waitMs`. Any other failure, or one that outlasts the wait, is thrown:
 * the caller ends the process, because Next answers every later request 500 once its start-up
 * hook has failed, even after the database is back.
 */
export async function openDatabaseAtStart({
  waitMs = DATABASE_START_WAIT_MS,
  open = getDatabase,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = Date.now,
}: OpenAtStartOptions = {}): Promise<DatabaseHandle> {
  const deadline = now() + waitMs;
  for (let retryInMs = 1_000; ; retryInMs = Math.min(retryInMs * 2, 10_000)) {
    try {
      return await open();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || now() + retryInMs > deadline) throw error;
      log.warn('database.waiting', { reason: messageOf(error), retryInMs });
      await sleep(retryInMs);
    }
  }
}
