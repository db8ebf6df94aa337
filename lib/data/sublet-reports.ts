import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { reportStanding, type ReportStanding } from '../domain/sublet-reports';
import { isSubletInListingPeriod } from '../domain/sublets';
import { SUBLET_REPORT_REASONS, type SubletReportReason } from '../domain/validation/sublet-report';
import { enqueueMail, type OutboxMail } from '../mail/outbox';
import type { NoticedSublet } from '../sublets/poster-notice-mail';
import type { Db } from './db';
import { insertLeadWithMail, type NewLead } from './leads';
import { leads, sublets } from './schema';
import { POSTER_NOTICE_COLUMNS } from './sublets';

export interface StoredReport {
  leadId: number;
  standing: ReportStanding;
  /** Different visitors who have reported the listing, this one included. */
  reporters: number;
}

export interface SubletReportInput {
  subletId: string;
  /**
   * Who reported, as a key that tells visitors apart without naming them
   * (lib/sublets/reporter-key.ts); null for a report that must not count towards a hold.
   */
  reporter: string | null;
  lead: Omit<NewLead, 'kind' | 'subletId'>;
  now: Date;
  /** The mails, once it is known what the report did (the poster's address and title for the moderators). */
  mails: (poster: { email: string; title: string }, report: Omit<StoredReport, 'leadId'>) => Omit<OutboxMail, 'leadId'>[];
  /** The mail telling the poster their listing is off the board (not part of the report's lead). */
  holdNotice: (sublet: NoticedSublet) => OutboxMail;
}

/**
 * Stores a visitor's report of a sublet with its mails, and takes the listing off the board when
 * it is the report that reaches the threshold (lib/domain/sublet-reports.ts), in one transaction
 * that locks the sublet's row: two reports sent at once are counted one after the other, so the
 * third is never missed; the poster is mailed when it is. Null when the sublet cannot be reported
 * (unknown, pending, expired, gone): nothing is stored. The reporter's key is kept in the lead's
 * payload.
 */
export async function storeSubletReport(db: Db, input: SubletReportInput): Promise<StoredReport | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...POSTER_NOTICE_COLUMNS, reviewedAt: sublets.reviewedAt })
      .from(sublets)
      .where(eq(sublets.id, input.subletId))
      .for('update');
    if (!row || !isSubletInListingPeriod(row, input.now)) return null;
    const earlier = await tx
      .selectDistinct({ reporter: sql<string | null>`${leads.payload}->>'reporter'` })
      .from(leads)
      .where(and(eq(leads.kind, 'sublet-report'), eq(leads.subletId, input.subletId)));
    const reporters = new Set(earlier.map((report) => report.reporter).filter((key): key is string => Boolean(key)));
    if (input.reporter) reporters.add(input.reporter);
    const standing = reportStanding(row, reporters.size);
    if (standing === 'held-now') {
      await tx.update(sublets).set({ heldAt: input.now }).where(eq(sublets.id, input.subletId));
      await enqueueMail(tx, input.holdNotice(row));
    }
    const report = { standing, reporters: reporters.size };
    const { leadId } = await insertLeadWithMail(
      tx,
      {
        ...input.lead,
        kind: 'sublet-report',
        subletId: input.subletId,
        payload: input.reporter ? { ...input.lead.payload, reporter: input.reporter } : input.lead.payload,
      },
      input.mails({ email: row.email, title: row.title }, report),
    );
    return { leadId, ...report };
  });
}

/** A report as the moderation page lists it. */
export interface ListedReport {
  reason: SubletReportReason;
  details: string;
  /** The reporter's address, when they gave one (for a moderator's question). */
  email: string;
  receivedAt: Date;
}

/** How many reports the moderation page lists; the count says how many there are. */
const LISTED_REPORTS = 20;

/**
 * The reports of a sublet for its moderation page, newest first (at most 20), with how many there
 * are and from how many different visitors: the page says why a listing was taken off the board.
 */
export async function loadSubletReports(db: Db, subletId: string): Promise<{ reports: ListedReport[]; total: number; reporters: number }> {
  const rows = await db
    .select({ payload: leads.payload, email: leads.email, createdAt: leads.createdAt })
    .from(leads)
    .where(and(eq(leads.kind, 'sublet-report'), eq(leads.subletId, subletId)))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  const reporters = new Set<string>();
  const reports = rows.map((row) => {
    const payload = (row.payload ?? {}) as { reason?: unknown; details?: unknown; reporter?: unknown };
    if (typeof payload.reporter === 'string') reporters.add(payload.reporter);
    const reason = (SUBLET_REPORT_REASONS as readonly unknown[]).includes(payload.reason) ? (payload.reason as SubletReportReason) : 'other';
    return { reason, details: typeof payload.details === 'string' ? payload.details : '', email: row.email, receivedAt: new Date(row.createdAt) };
  });
  return { reports: reports.slice(0, LISTED_REPORTS), total: rows.length, reporters: reporters.size };
}
