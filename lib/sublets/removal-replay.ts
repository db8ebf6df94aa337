import 'server-only';
import { CACHE_TAGS } from '../cache-tags';
import { notifyChanged } from '../data/change-notices';
import type { Db } from '../data/db';
import { isRecordId } from '../domain/record-id';
import { removeSublet } from './sublet-removal';

/**
 * A backup restored brings back every sublet removed since it was made: a poster's deletion, a
 * moderator's rejection. Each removal is logged (`sublet.removed`, lib/sublets/sublet-removal.ts),
 * and the logs are kept apart from the database; `npm run db:replay-removals` reads them and
 * removes those sublets again, photos and all (docs/deploy.md, "Backups").
 */

/** The ids of the sublets removed in these log lines, each once, in order. Other lines are skipped. */
export function removedSubletIds(lines: Iterable<string>): string[] {
  const ids = new Set<string>();
  for (const line of lines) {
    // A collector may put its own prefix before the JSON (journalctl's date, host and process).
    const start = line.indexOf('{"');
    if (start < 0 || !line.includes('"sublet.removed"')) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line.slice(start));
    } catch {
      continue;
    }
    const { event, id } = (entry ?? {}) as { event?: unknown; id?: unknown };
    if (event === 'sublet.removed' && typeof id === 'string' && isRecordId(id)) ids.add(id);
  }
  return [...ids];
}

export interface ReplaySummary {
  /** Removed again: brought back by the restore. */
  removed: string[];
  /** Not there: removed already, or posted after the backup was made. */
  absent: number;
}

/** Removes each sublet again, through the one way a sublet is removed, and tells the running servers. */
export async function replayRemovals(db: Db, ids: readonly string[], options: { imagesDir?: string } = {}): Promise<ReplaySummary> {
  const removed: string[] = [];
  for (const id of ids) {
    if (await removeSublet(db, { id }, { cause: 'replayed', imagesDir: options.imagesDir, revalidate: () => {} })) removed.push(id);
  }
  // Servers on PostgreSQL expire their cached board at once (lib/data/change-notices.ts).
  if (removed.length > 0) await notifyChanged(db, [CACHE_TAGS.sublets]);
  return { removed, absent: ids.length - removed.length };
}
