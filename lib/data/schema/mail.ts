/** Outgoing mail (stored before it is sent). */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../../mail/attachment';
import { createdAt } from './columns';
import { leads } from './submissions';
import { sublets } from './sublets';

/** Mail waiting to be delivered; retried with backoff until it is (docs/product.md#mail). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /**
     * The sublet the mail is about, when the mail goes with it: its posting, its reports, the
     * notices to its poster while it exists. Deleted with the sublet (docs/data-retention.md).
     */
    subletId: text('sublet_id').references(() => sublets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    to: text('to').array().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_sublet_idx').on(t.subletId)],
);
