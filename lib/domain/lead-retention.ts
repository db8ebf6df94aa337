import { subDays, subMonths } from 'date-fns';

/**
 * How long what visitors send is kept. A lead (application request, contact message, message to
 * a sublet poster) is the company's record of an inquiry: kept LEADS_RETENTION_MONTHS (default
 * 24), then deleted with the mail made from it. A sent mail is a copy of its lead that only
 * delivery needed: deleted 30 days after it was sent. The privacy page quotes these figures.
 */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;
export const MIN_LEAD_RETENTION_MONTHS = 1;
export const MAX_LEAD_RETENTION_MONTHS = 120;
export const SENT_MAIL_RETENTION_DAYS = 30;

/** Leads created before this moment are deleted. */
export function leadCutoff(now: Date, months: number): Date {
  return subMonths(now, months);
}

/** Sent mails sent before this moment are deleted. */
export function sentMailCutoff(now: Date): Date {
  return subDays(now, SENT_MAIL_RETENTION_DAYS);
}
