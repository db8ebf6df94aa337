/**
 * When a visitor is reminded of the tour they booked (docs/product.md#tours): a day before it, by
 * mail, with its cancel link. People forget a time booked days ahead, and a seat kept by someone
 * who does not come is a seat another visitor could not have.
 */

/** Hours before a tour the reminder is sent, when the tour was booked longer before than that. */
export const TOUR_REMINDER_HOURS = 24;
/** Within the last hour a reminder comes too late to help (a server that was down meanwhile). */
export const TOUR_REMINDER_LATEST_MINUTES = 60;

const HOUR = 60 * 60_000;

export interface RemindedBooking {
  startsAt: Date;
  /** When it was booked. */
  createdAt: Date;
  cancelledAt: Date | null;
}

/**
 * Whether the visitor is reminded at `now` (once: the caller records it): a live booking, made at
 * least 24 hours before its start, from 24 hours before it until an hour before it. One booked
 * less than a day ahead is not: its confirmation is the reminder.
 */
export function isTourReminderDue(booking: RemindedBooking, now: Date): boolean {
  if (booking.cancelledAt) return false;
  const start = booking.startsAt.getTime();
  const from = start - TOUR_REMINDER_HOURS * HOUR;
  if (booking.createdAt.getTime() > from) return false;
  return now.getTime() >= from && now.getTime() < start - TOUR_REMINDER_LATEST_MINUTES * 60_000;
}
