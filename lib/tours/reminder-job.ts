import 'server-only';
import { company } from '../company';
import type { Db } from '../data/db';
import { storeTourReminders, type BookingToRemind } from '../data/tour-reminders';
import { communityMailboxes } from '../domain/lead-recipients';
import { kickMailDelivery } from '../mail/delivery-service';
import type { OutboxMail } from '../mail/outbox';
import { signTourCancelToken } from './cancel-token';
import { tourReminderMail } from './tour-mail';

export interface TourReminderOptions {
  getDb: () => Promise<Db>;
  now?: () => Date;
  siteUrl: string;
  /** Where a booking without a community mailbox answers to (INQUIRIES_EMAIL). */
  inquiriesEmail: string;
  /** Signs the cancel link (APP_SECRET). */
  appSecret: string;
  /** Sends stored mail at once (default kickMailDelivery). */
  kickDelivery?: () => Promise<void>;
}

/**
 * One run: the reminder of every tour due for one (lib/domain/tour-reminders.ts) stored as a mail
 * to its visitor, reporting the booking's lead, answering to the community's mailbox as the
 * confirmation does. Returns how many were stored.
 */
export async function runTourReminders(options: TourReminderOptions): Promise<number> {
  const now = (options.now ?? (() => new Date()))();
  const mail = ({ booking, leadId, communityEmail }: BookingToRemind): OutboxMail => {
    const context = { siteUrl: options.siteUrl, companyName: company.name, cancelToken: signTourCancelToken(booking.id, options.appSecret), now };
    const mailboxes = communityMailboxes(communityEmail, options.inquiriesEmail);
    return { kind: 'tour-reminder', to: [booking.email], replyTo: mailboxes.join(', '), leadId, ...tourReminderMail(booking, context) };
  };
  const stored = await storeTourReminders(await options.getDb(), now, mail);
  if (stored) void (options.kickDelivery ?? kickMailDelivery)();
  return stored;
}
