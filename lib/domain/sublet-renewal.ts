/**
 * A poster renews their listing for another 30 days from its private page (docs/product.md,
 * "Renewed"). A place not taken in 30 days is common before a semester, and posting it anew means
 * every field and photo again. Only the poster can, only near or after the end, and only while
 * the place is still to be had after that end: a listing leaves the board after its Available To
 * day anyway (./sublets.ts), so renewing one whose dates end first would add nothing.
 */
import type { SubletListingFields } from './listing-types';
import { siteDay } from './site-day';
import { daysAfter, subletExpiresAt, type BoardSubletFields } from './sublets';

/** Days before its end from which a listing may be renewed. */
export const SUBLET_RENEW_DAYS_BEFORE_END = 7;

export type RenewableSublet = BoardSubletFields;

/** The first instant the listing may be renewed, or null if it is not approved. */
export function subletRenewableFrom(sublet: SubletListingFields): Date | null {
  const expiresAt = subletExpiresAt(sublet);
  return expiresAt ? daysAfter(expiresAt, -SUBLET_RENEW_DAYS_BEFORE_END) : null;
}

/**
 * Whether its poster may renew the listing at `now`: approved and not held off the board by
 * reports (a moderator decides that one), within its last 7 days or ended (it exists until it is
 * deleted, 30 days after), and the place still available after the end of its 30 days (or after
 * today, once they ended), as days in the company's town.
 */
export function isSubletRenewable(sublet: RenewableSublet, now: Date): boolean {
  if (!sublet.active || !sublet.approved || sublet.heldAt) return false;
  const expiresAt = subletExpiresAt(sublet);
  const from = subletRenewableFrom(sublet);
  if (!expiresAt || !from || now.getTime() < from.getTime()) return false;
  return sublet.availableTo >= siteDay(now.getTime() > expiresAt.getTime() ? now : expiresAt);
}

/**
 * When a listing not renewable yet will be, for its private page to say so: the start of its last
 * 7 days, if it is listed now and would be renewable then (not held, the place still available
 * after its 30 days); null otherwise.
 */
export function subletRenewableLater(sublet: RenewableSublet, now: Date): Date | null {
  const from = subletRenewableFrom(sublet);
  if (!from || now.getTime() >= from.getTime()) return null;
  return isSubletRenewable(sublet, from) ? from : null;
}

/** Days before its end the poster is reminded that a renewable listing is about to end. */
export const SUBLET_ENDING_NOTICE_DAYS = 3;

/**
 * Whether the poster is mailed at `now` that their listing ends soon (once per listing period:
 * the caller records it, and a renewal starts a new period): in its last 3 days, while they could
 * renew it. One they could not renew (held, or its dates ending first) gets only the mail at its
 * end.
 */
export function isSubletEndingNoticeDue(sublet: RenewableSublet, now: Date): boolean {
  const expiresAt = subletExpiresAt(sublet);
  if (!expiresAt || !isSubletRenewable(sublet, now)) return false;
  return now.getTime() >= daysAfter(expiresAt, -SUBLET_ENDING_NOTICE_DAYS).getTime() && now.getTime() < expiresAt.getTime();
}
