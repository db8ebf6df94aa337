/**
 * How long a sublet is kept (docs/data-retention.md). A listing is public for 30 days after
 * approval; after that it is kept for a grace period (the poster's manage link still shows it as
 * expired, and a moderator can still answer a question about it), then deleted with its photos.
 * A sublet no moderator approved within 30 days of being posted is deleted then; until then the
 * moderators are reminded of it weekly, each time with a fresh approval link.
 */
import type { SubletListingFields } from './listing-types';
import { addDays, siteDay } from './site-day';
import { areSubletDatesPast, daysAfter, subletExpiresAt, toTime, type BoardSubletFields } from './sublets';

/** Days an expired listing is kept before it is deleted. */
export const SUBLET_EXPIRED_GRACE_DAYS = 30;
/** Days an unapproved sublet waits for a moderator before it is deleted. */
export const SUBLET_UNAPPROVED_DAYS = 30;
/** Days a moderators' approval link works after it was sent. */
export const APPROVAL_LINK_DAYS = 14;

/**
 * The instant from which the sublet is deleted: expiry + grace for an approved one, posting + 30
 * days for one never approved. Null when its dates are unreadable (kept; a person looks at it).
 * Whether it is active does not matter: an inactive sublet follows the same clock.
 */
export function subletRemovalDueAt(sublet: SubletListingFields): Date | null {
  if (sublet.approved) {
    const expiresAt = subletExpiresAt(sublet);
    return expiresAt ? removalDueAfterExpiry(expiresAt) : null;
  }
  return Number.isNaN(toTime(sublet.createdDate)) ? null : removalDueUnapproved(sublet.createdDate);
}

/** When a listing whose 30 days ended at `expiresAt` is deleted: after the grace period. */
export function removalDueAfterExpiry(expiresAt: Date | string): Date {
  return daysAfter(toTime(expiresAt), SUBLET_EXPIRED_GRACE_DAYS);
}

/** When a sublet posted at `createdDate` and never approved is deleted. */
export function removalDueUnapproved(createdDate: Date | string): Date {
  return daysAfter(toTime(createdDate), SUBLET_UNAPPROVED_DAYS);
}

/** Whether the retention job deletes the sublet at `now`. */
export function isSubletDueForRemoval(sublet: SubletListingFields, now: Date): boolean {
  const due = subletRemovalDueAt(sublet);
  return due !== null && now.getTime() >= due.getTime();
}

/**
 * Days after a listing leaves the board in which its poster is still mailed that it did: a server
 * that was down then, or a first deploy of the notice, does not mail about listings long gone.
 */
export const SUBLET_ENDED_NOTICE_DAYS = 7;

/**
 * Whether the poster of a listing is mailed at `now` that it left the board (once: the caller
 * records it): when its 30 days end, or when its Available To day ends in the company's town if
 * that comes first, and within a week after. Only a sublet that was approved and active.
 */
export function isSubletEndedNoticeDue(sublet: BoardSubletFields, now: Date): boolean {
  if (!sublet.active) return false;
  const expiresAt = subletExpiresAt(sublet);
  if (!expiresAt) return false;
  if (areSubletDatesPast(sublet, expiresAt)) {
    // Counted in the town's days: it left the board as the day after its Available To day began.
    const today = siteDay(now);
    return sublet.availableTo < today && today <= addDays(sublet.availableTo, SUBLET_ENDED_NOTICE_DAYS);
  }
  const time = now.getTime();
  return time >= expiresAt.getTime() && time < daysAfter(expiresAt, SUBLET_ENDED_NOTICE_DAYS).getTime();
}

/** Days a posted sublet waits before the moderators are reminded of it, and between reminders. */
export const APPROVAL_REMINDER_FIRST_DAYS = 3;
export const APPROVAL_REMINDER_EVERY_DAYS = 7;

/**
 * Whether the moderators are reminded at `now` that a sublet waits for approval, with a fresh
 * link: one mail is easily missed, and a link expires after 14 days, which would lose the post.
 * From 3 days after its posting, then every 7 days, until it is deleted unapproved (30 days), and
 * not once its Available To day has passed (approved, it would list nothing; it is deleted then).
 */
export function isApprovalReminderDue(sublet: BoardSubletFields, remindedAt: Date | string | null, now: Date): boolean {
  if (sublet.approved || !sublet.active || areSubletDatesPast(sublet, now)) return false;
  const posted = toTime(sublet.createdDate);
  if (Number.isNaN(posted)) return false;
  const time = now.getTime();
  if (time < daysAfter(posted, APPROVAL_REMINDER_FIRST_DAYS).getTime() || time >= daysAfter(posted, SUBLET_UNAPPROVED_DAYS).getTime()) return false;
  if (remindedAt === null) return true;
  const last = toTime(remindedAt);
  return Number.isNaN(last) || time >= daysAfter(last, APPROVAL_REMINDER_EVERY_DAYS).getTime();
}

/** When an approval link sent at `issuedAt` stops working. */
export function approvalLinkExpiresAt(issuedAt: Date): Date {
  return daysAfter(issuedAt, APPROVAL_LINK_DAYS);
}

/** Whether an approval link sent at `issuedAt` is refused at `now` (also one dated in the future). */
export function isApprovalLinkExpired(issuedAt: Date, now: Date): boolean {
  const issued = issuedAt.getTime();
  if (Number.isNaN(issued)) return true;
  // A little clock skew between servers is tolerated; a link dated later than that is not ours.
  if (issued - now.getTime() > 5 * 60 * 1000) return true;
  return now.getTime() >= approvalLinkExpiresAt(issuedAt).getTime();
}
