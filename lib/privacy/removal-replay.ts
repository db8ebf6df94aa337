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
  /** Addresses whose data was erased, as their digest (emailDigest). */
  emailDigests: string[];
}

const DIGEST = /^[0-9a-f]{64}$/;

/** The removals these log lines tell of. Other lines, and lines cut or altered, are skipped. */
export function loggedRemovals(lines: Iterable<string>): LoggedRemovals {
  const subletIds = new Set<string>();
  const emailDigests = new Set<string>();
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
    const { event, id, emailDigest: digest } = (entry ?? {}) as { event?: unknown; id?: unknown; emailDigest?: unknown };
    if (event === 'sublet.removed' && typeof id === 'string' && isRecordId(id)) subletIds.add(id);
    if (event === 'privacy.erased' && typeof digest === 'string' && DIGEST.test(digest)) emailDigests.add(digest);
  }
  return { subletIds: [...subletIds], emailDigests: [...emailDigests] };
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

/** Erases each address again, then removes each sublet again, the ways they were removed; tells the running servers. */
export async function replayRemovals(db: Db, removals: LoggedRemovals, options: { imagesDir?: string } = {}): Promise<ReplaySummary> {
  let erased = 0;
  if (removals.emailDigests.length) {
    const held = await addressesByDigest(db);
    for (const digest of removals.emailDigests) {
      const email = held.get(digest);
      if (email === undefined) continue;
      await erasePersonalData(db, email, { imagesDir: options.imagesDir });
      erased += 1;
    }
  }
  const removed: string[] = [];
  for (const id of removals.subletIds) {
    if (await removeSublet(db, { id }, { cause: 'replayed', imagesDir: options.imagesDir, revalidate: () => {} })) removed.push(id);
  }
  // Servers on PostgreSQL expire their cached board at once (lib/data/change-notices.ts).
  if (removed.length > 0 || erased > 0) await notifyChanged(db, [CACHE_TAGS.sublets]);
  return { removed, absent: removals.subletIds.length - removed.length, erased };
}
