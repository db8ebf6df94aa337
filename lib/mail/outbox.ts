import 'server-only';
import type { Db } from '../data/db';
import { mailOutbox } from '../data/schema';
import type { MailAttachment } from './attachment';

/** A mail to deliver: stored first, then sent by the delivery worker (lib/mail/worker.ts). */
export interface OutboxMail {
  /** What the mail is for: 'application', 'contact', 'sublet-posted', … (logs and .eml names). */
  kind: string;
  to: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The lead the mail reports, if any. */
  leadId?: number | null;
  /**
   * The sublet the mail is about, when it should go when the sublet does (a posting, a report, a
   * notice while it exists): its copy, or the mail itself if not yet sent.
   */
  subletId?: string | null;
}

/**
 * Writes a mail to `mail_outbox` and returns its id. Pass a transaction to store it together
 * with what it reports (a lead and its mail are stored all or nothing). Call
 * `kickMailDelivery()` after the transaction commits so it is sent at once.
 */
export async function enqueueMail(db: Db, mail: OutboxMail): Promise<number> {
  const to = [...new Set(mail.to.map((address) => address.trim()).filter(Boolean))];
  if (to.length === 0) throw new Error(`A ${mail.kind} mail needs at least one recipient`);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ?? [],
      leadId: mail.leadId ?? null,
      subletId: mail.subletId ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail outbox returned no row');
  return row.id;
}
