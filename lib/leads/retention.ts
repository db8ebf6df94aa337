import 'server-only';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { leadCutoff, sentMailCutoff } from '../domain/lead-retention';
import type { Db } from '../data/db';
import { leads, mailOutbox } from '../data/schema';

/**
 * Deletes leads older than `months` with every mail made from them (a mail's text is a copy of
 * its lead), and sent mails older than the sent-mail retention. Mail still waiting or failed is
 * kept while its lead is: it has not reached anyone yet.
 */
export async function purgeExpiredLeads(db: Db, { now, months }: { now: Date; months: number }): Promise<{ leads: number; mails: number }> {
  return db.transaction(async (tx) => {
    const expired = await tx.select({ id: leads.id }).from(leads).where(lt(leads.createdAt, leadCutoff(now, months)));
    const ids = expired.map((row) => row.id);
    let mails = 0;
    if (ids.length) {
      mails += (await tx.delete(mailOutbox).where(inArray(mailOutbox.leadId, ids)).returning({ id: mailOutbox.id })).length;
      await tx.delete(leads).where(inArray(leads.id, ids));
    }
    const sent = await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, sentMailCutoff(now))))
      .returning({ id: mailOutbox.id });
    return { leads: ids.length, mails: mails + sent.length };
  });
}
