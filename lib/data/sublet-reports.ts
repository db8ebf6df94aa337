import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { reportStanding, type ReportStanding } from '../domain/sublet-reports';
import { isSubletInListingPeriod } from '../domain/sublets';
import type { OutboxMail } from '../mail/outbox';
import type { Db } from './db';
import { insertLeadWithMail, type NewLead } from './leads';
import { leads, sublets } from './schema';
import { LISTING_STATE_COLUMNS } from './sublets';

export interface StoredReport {
  leadId: number;
  standing: ReportStanding;
  /** Different visitors who have reported the listing, this one included. */
  reporters: number;
}

export interface SubletReportInput {
  subletId: string;
  /** Who reported, as a key that tells visitors apart without naming them (lib/sublets/reporter-key.ts). */
  reporter: string;
  lead: Omit<NewLead, 'kind' | 'subletId'>;
  now: Date;
  /** The mails, once it is known what the report did (the poster's address and title for the moderators). */
  mails: (poster: { email: string; title: string }, report: Omit<StoredReport, 'leadId'>) => Omit<OutboxMail, 'leadId'>[];
}

/**
 * Stores a visitor's report of a sublet with its mails, and takes the listing off the board when
 * it is the report that reaches the threshold (lib/domain/sublet-reports.ts), in one transaction
 * that locks the sublet's row: two reports sent at once are counted one after the other, so the
 * third is never missed. Null when the sublet cannot be reported (unknown, pending, expired,
 * gone): nothing is stored. The reporter's key is kept in the lead's payload.
 */
export async function storeSubletReport(db: Db, input: SubletReportInput): Promise<StoredReport | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: sublets.email, title: sublets.title, ...LISTING_STATE_COLUMNS, reviewedAt: sublets.reviewedAt })
      .from(sublets)
      .where(eq(sublets.id, input.subletId))
      .for('update');
    if (!row || !isSubletInListingPeriod(row, input.now)) return null;
    const earlier = await tx
      .selectDistinct({ reporter: sql<string | null>`${leads.payload}->>'reporter'` })
      .from(leads)
      .where(and(eq(leads.kind, 'sublet-report'), eq(leads.subletId, input.subletId)));
    const reporters = new Set(earlier.map((report) => report.reporter).filter((key): key is string => Boolean(key)));
    reporters.add(input.reporter);
    const standing = reportStanding(row, reporters.size);
    if (standing === 'held-now') await tx.update(sublets).set({ heldAt: input.now }).where(eq(sublets.id, input.subletId));
    const report = { standing, reporters: reporters.size };
    const { leadId } = await insertLeadWithMail(
      tx,
      { ...input.lead, kind: 'sublet-report', subletId: input.subletId, payload: { ...input.lead.payload, reporter: input.reporter } },
      input.mails({ email: row.email, title: row.title }, report),
    );
    return { leadId, ...report };
  });
}
