import 'server-only';
import { sql } from 'drizzle-orm';
import { CACHE_TAGS } from '../cache-tags';
import { notifyChanged } from '../data/change-notices';
import type { Db } from '../data/db';
import { leads, mailOutbox, sublets } from '../data/schema';
import { isRecordId } from '../domain/record-id';
import { removeSublet } from '../sublets/sublet-removal';
import { emailDigest, erasePersonalData } from './personal-data';

/**
 * A backup restored brings back everything removed since it was made: a sublet its poster
 * deleted or a moderator rejected, a person's data staff erased on request. Each removal is
 * logged (`sublet.removed` by lib/sublets/sublet-removal.ts, `privacy.erased` by
 * ./personal-data.ts), and the logs are kept apart from the database; `npm run
 * db:replay-removals` reads them and removes all of it again (docs/deploy.md, "Backups").
 */

export interface LoggedRemovals {
  /** Sublets removed, each once, in order. */
  subletIds: string[];
  /** Addresses whose data was erased, as their digest (emailDigest), with the time of the last erasure. */
  erasures: { emailDigest: string; at: Date }[];
}

const DIGEST = /^[0-9a-f]{64}$/;

/** The removals these log lines tell of. Other lines, and lines cut or altered, are skipped. */
export function loggedRemovals(lines: Iterable<string>): LoggedRemovals {
  const subletIds = new Set<string>();
  const erasures = new Map<string, Date>();
  for (const line of lines) {
    // A collector may put its own prefix before the JSON (journalctl's date, host and process).
    const start = line.indexOf('{"');
    if (start < 0 || !(line.includes('"sublet.removed"') || line.includes('"privacy.erased"'))) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line.slice(start));
    } catch {
      continue;
    }
    const { event, id, emailDigest: digest, time, storedBefore } = (entry ?? {}) as Record<string, unknown>;
    if (event === 'sublet.removed' && typeof id === 'string' && isRecordId(id)) subletIds.add(id);
    // The erasure's time (or the bound an erasure made again kept) bounds what is erased again:
    // what the person sent after their erasure stays.
    const bound = storedBefore ?? time;
    const at = typeof bound === 'string' ? new Date(bound) : null;
    if (event === 'privacy.erased' && typeof digest === 'string' && DIGEST.test(digest) && at && !Number.isNaN(at.getTime())) {
      const known = erasures.get(digest);
      if (!known || known < at) erasures.set(digest, at);
    }
  }
  return { subletIds: [...subletIds], erasures: [...erasures].map(([emailDigest, at]) => ({ emailDigest, at })) };
}

export interface ReplaySummary {
  /** Sublets removed again: brought back by the restore. */
  removed: string[];
  /** Sublets not there: removed already, or posted after the backup was made. */
  absent: number;
  /** Addresses whose data was erased again, of those the log names. */
  erased: number;
}

/** The addresses the database holds (forms, sublets, mail), by their digest. */
async function addressesByDigest(db: Db): Promise<Map<string, string>> {
  const result = await db.execute(sql`
    select distinct lower(trim(${leads.email})) as email from ${leads}
    union select lower(trim(${sublets.email})) from ${sublets}
    union select lower(trim(${mailOutbox.replyTo})) from ${mailOutbox} where ${mailOutbox.replyTo} is not null
    union select lower(trim(recipient)) from ${mailOutbox}, unnest(${mailOutbox.to}) as recipient`);
  // node-postgres and PGlite both answer with `rows`.
  const { rows } = result as unknown as { rows: { email: string }[] };
  return new Map(rows.map(({ email }) => [emailDigest(email), email]));
}

/**
 * Erases each address again (what was stored before its erasure), then removes each sublet again,
 * the ways they were removed; tells the running servers.
 */
export async function replayRemovals(db: Db, removals: LoggedRemovals, options: { imagesDir?: string } = {}): Promise<ReplaySummary> {
  let erased = 0;
  if (removals.erasures.length) {
    const held = await addressesByDigest(db);
    for (const { emailDigest: digest, at } of removals.erasures) {
      const email = held.get(digest);
      if (email === undefined) continue;
      const again = await erasePersonalData(db, email, { imagesDir: options.imagesDir, storedBefore: at });
      if (again.leads + again.sublets + again.mails > 0) erased += 1;
    }
  }
  const removed: string[] = [];
  for (const id of removals.subletIds) {
    if (await removeSublet(db, { id }, { cause: 'replayed', imagesDir: options.imagesDir, revalidate: () => {} })) removed.push(id);
  }
  // Servers on PostgreSQL expire their cached board at once (lib/data/change-notices.ts).
  if (removed.length > 0 || erased > 0) await db.transaction((tx) => notifyChanged(tx, [CACHE_TAGS.sublets]));
  return { removed, absent: removals.subletIds.length - removed.length, erased };
}
