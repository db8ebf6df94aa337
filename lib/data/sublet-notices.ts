import 'server-only';
import { and, asc, count, eq, gt, gte, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import {
  APPROVAL_REMINDER_EVERY_DAYS,
  APPROVAL_REMINDER_FIRST_DAYS,
  isApprovalReminderDue,
  isSubletEndedNoticeDue,
  SUBLET_ENDED_NOTICE_DAYS,
  SUBLET_UNAPPROVED_DAYS,
} from '../domain/sublet-retention';
import { isSubletEndingNoticeDue, SUBLET_ENDING_NOTICE_DAYS } from '../domain/sublet-renewal';
import { addDays, siteDay } from '../domain/site-day';
import { SUBLET_LISTING_DAYS, daysAfter } from '../domain/sublets';
import type { SubletFields } from '../domain/validation/sublet';
import { enqueueMail, type OutboxMail } from '../mail/outbox';
import type { NoticedSublet } from '../sublets/poster-notice-mail';
import type { Db } from './db';
import { subletPhotos, sublets } from './schema';
import { LISTING_START, LISTING_STATE_COLUMNS, POSTER_NOTICE_COLUMNS } from './sublets';
import { storeOnceEach, timestamp } from './timed-mails';

/**
 * The mails the hourly retention job stores about sublets as time passes (lib/sublets/
 * retention-job.ts): to a poster when their listing's 30 days end soon and when it leaves the
 * board, to the moderators while a posted one waits for approval. Each is stored once per
 * occasion however many instances run the job: the sublet's row is marked in the transaction that
 * stores the mail, by an update that only an unmarked row passes.
 */

/**
 * Stores the mail that tells a poster their listing left the board, its 30 days or its dates over
 * (lib/domain/sublet-retention.ts `isSubletEndedNoticeDue`), once per sublet (`ended_notice_at`).
 * Returns how many were stored, at most `limit` a call.
 */
export async function storeEndedNotices(db: Db, now: Date, notice: (sublet: NoticedSublet) => OutboxMail, limit = 100): Promise<number> {
  // Its 30 days ended within the week, or they started within that week and the month before
  // and its Available To day passed within the week (the rule picks which came first). Bounded
  // both ways, so that listings not due cannot fill `limit` and hold back those that are.
  const today = siteDay(now);
  const window = and(
    gt(LISTING_START, timestamp(daysAfter(now, -(SUBLET_LISTING_DAYS + SUBLET_ENDED_NOTICE_DAYS)))),
    or(
      lte(LISTING_START, timestamp(daysAfter(now, -SUBLET_LISTING_DAYS))),
      and(lt(sublets.availableTo, today), gte(sublets.availableTo, addDays(today, -SUBLET_ENDED_NOTICE_DAYS))),
    ),
  );
  const candidates = await db
    .select({ id: sublets.id, ...LISTING_STATE_COLUMNS })
    .from(sublets)
    .where(
      and(
        eq(sublets.approved, true),
        eq(sublets.active, true),
        isNull(sublets.endedNoticeAt),
        window,
      ),
    )
    .orderBy(asc(sublets.createdDate), asc(sublets.id))
    .limit(limit);
  const due = candidates.filter((row) => isSubletEndedNoticeDue(row, now)).map((row) => row.id);
  return storePosterNoticesOnce(db, due, { mark: 'endedNoticeAt', window, now, notice });
}

/** A listing's 30 days started after `after` and no later than `until`. */
function listingStartedBetween(after: Date, until: Date) {
  return and(gt(LISTING_START, timestamp(after)), lte(LISTING_START, timestamp(until)));
}

/**
 * Stores the poster's notice about each sublet of `ids`, once: its `mark` column is set by an
 * update that only a row unmarked and still in `window` passes (another instance was first, or a
 * renewal meanwhile started a new period, which the next run judges), in the transaction that
 * stores the mail.
 */
async function storePosterNoticesOnce(
  db: Db,
  ids: readonly string[],
  { mark, window, now, notice }: { mark: 'endedNoticeAt' | 'endingNoticeAt'; window: SQL | undefined; now: Date; notice: (sublet: NoticedSublet) => OutboxMail },
): Promise<number> {
  return storeOnceEach(db, ids, async (tx, id) => {
    const [row] = await tx
      .update(sublets)
      .set(mark === 'endedNoticeAt' ? { endedNoticeAt: now } : { endingNoticeAt: now })
      .where(and(eq(sublets.id, id), isNull(sublets[mark]), window))
      .returning(POSTER_NOTICE_COLUMNS);
    if (row) await enqueueMail(tx, notice(row));
    return Boolean(row);
  });
}

/**
 * Stores the mail that tells a poster their listing ends in 3 days and can be renewed
 * (lib/domain/sublet-renewal.ts `isSubletEndingNoticeDue`), once per listing period
 * (`ending_notice_at`, cleared by a renewal). Returns how many were stored, at most `limit` a call.
 */
export async function storeEndingNotices(db: Db, now: Date, notice: (sublet: NoticedSublet) => OutboxMail, limit = 100): Promise<number> {
  const window = listingStartedBetween(daysAfter(now, -SUBLET_LISTING_DAYS), daysAfter(now, SUBLET_ENDING_NOTICE_DAYS - SUBLET_LISTING_DAYS));
  const candidates = await db
    .select({ id: sublets.id, ...LISTING_STATE_COLUMNS })
    .from(sublets)
    .where(
      and(
        eq(sublets.approved, true),
        eq(sublets.active, true),
        isNull(sublets.heldAt),
        isNull(sublets.endingNoticeAt),
        window,
      ),
    )
    .orderBy(asc(sublets.createdDate), asc(sublets.id))
    .limit(limit);
  const due = candidates.filter((row) => isSubletEndingNoticeDue(row, now)).map((row) => row.id);
  return storePosterNoticesOnce(db, due, { mark: 'endingNoticeAt', window, now, notice });
}

/** A sublet waiting for approval, as the moderators' reminder shows it. */
export interface WaitingSublet {
  id: string;
  fields: SubletFields;
  photoCount: number;
  createdDate: Date;
}

const FIELD_COLUMNS = {
  firstName: sublets.firstName,
  lastName: sublets.lastName,
  email: sublets.email,
  bedroom: sublets.bedroom,
  availableBedrooms: sublets.availableBedrooms,
  address: sublets.address,
  zipcode: sublets.zipcode,
  availableFrom: sublets.availableFrom,
  availableTo: sublets.availableTo,
  rent: sublets.rent,
  petsAllowed: sublets.petsAllowed,
  utilitiesIncluded: sublets.utilitiesIncluded,
  title: sublets.title,
  description: sublets.description,
};

/**
 * Stores the moderators' reminders of the sublets that wait for approval
 * (`isApprovalReminderDue`: 3 days after posting, then weekly, until deleted unapproved). Returns
 * how many were stored, at most `limit` a call.
 */
export async function storeApprovalReminders(db: Db, now: Date, reminder: (sublet: WaitingSublet) => OutboxMail, limit = 100): Promise<number> {
  // Never reminded, or not in the last week: the query's and the update's condition.
  const unremindedSince = or(isNull(sublets.approvalRemindedAt), lte(sublets.approvalRemindedAt, timestamp(daysAfter(now, -APPROVAL_REMINDER_EVERY_DAYS))));
  const candidates = await db
    .select({ id: sublets.id, remindedAt: sublets.approvalRemindedAt, ...LISTING_STATE_COLUMNS })
    .from(sublets)
    .where(
      and(
        eq(sublets.approved, false),
        eq(sublets.active, true),
        lte(sublets.createdDate, timestamp(daysAfter(now, -APPROVAL_REMINDER_FIRST_DAYS))),
        gt(sublets.createdDate, timestamp(daysAfter(now, -SUBLET_UNAPPROVED_DAYS))),
        unremindedSince,
      ),
    )
    .orderBy(asc(sublets.createdDate), asc(sublets.id))
    .limit(limit);
  const due = candidates.filter((row) => isApprovalReminderDue(row, row.remindedAt, now)).map((row) => row.id);
  return storeOnceEach(db, due, async (tx, id) => {
    const [row] = await tx
      .update(sublets)
      .set({ approvalRemindedAt: now })
      .where(and(eq(sublets.id, id), eq(sublets.approved, false), unremindedSince))
      .returning({ createdDate: sublets.createdDate, ...FIELD_COLUMNS });
    if (!row) return false;
    const [photos] = await tx.select({ n: count() }).from(subletPhotos).where(eq(subletPhotos.subletId, id));
    const { createdDate, ...fields } = row;
    await enqueueMail(tx, reminder({ id, fields, photoCount: photos?.n ?? 0, createdDate }));
    return true;
  });
}
