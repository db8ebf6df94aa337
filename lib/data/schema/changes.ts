/** What other processes need to hear of: the cache tags each writer changed (lib/data/change-notices.ts). */
import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * One row per change notice, written in the writer's transaction with its NOTIFY: a server whose
 * listening connection was lost reads what it missed from here instead of forgetting everything
 * it cached. Rows older than a week are deleted by the next writer.
 */
export const changeNotices = pgTable('change_notices', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  /** The cache tags, comma-separated, as in the NOTIFY payload. */
  tags: text('tags').notNull(),
  createdAt: createdAt(),
});
