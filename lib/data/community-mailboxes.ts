import 'server-only';
import { and, eq, notIlike } from 'drizzle-orm';
import type { CommunityMailbox } from '../domain/lead-recipients';
import type { Db } from './db';
import { properties } from './schema';

/**
 * The active listed communities with their leasing mailboxes (garage properties are not
 * listed, docs/product.md). Server only: the mailboxes never reach a browser.
 */
export async function listCommunityMailboxes(db: Db): Promise<CommunityMailbox[]> {
  return db
    .select({ id: properties.id, name: properties.name, email: properties.email })
    .from(properties)
    .where(and(eq(properties.active, true), notIlike(properties.name, '%garage%')))
    .orderBy(properties.position, properties.id);
}
