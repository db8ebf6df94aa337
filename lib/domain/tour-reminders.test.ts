import { isTourReminderDue, type RemindedBooking } from './tour-reminders';

// A tour on Friday 2026-11-27 at 10:00 AM in Bloomington (15:00 UTC), booked on Monday.
const booking: RemindedBooking = { startsAt: new Date('2026-11-27T15:00:00Z'), createdAt: new Date('2026-11-23T18:00:00Z'), cancelledAt: null };

describe('a visitor is reminded of a tour a day before it', () => {
  it.each<[string, boolean, Partial<RemindedBooking>, string]>([
    ['two days before', false, {}, '2026-11-25T15:00:00Z'],
    ['one millisecond before the day before', false, {}, '2026-11-26T14:59:59.999Z'],
    ['24 hours before', true, {}, '2026-11-26T15:00:00Z'],
    ['the morning of the tour', true, {}, '2026-11-27T12:00:00Z'],
    ['61 minutes before', true, {}, '2026-11-27T13:59:00Z'],
    ['an hour before: too late', false, {}, '2026-11-27T14:00:00Z'],
    ['after it', false, {}, '2026-11-27T16:00:00Z'],
    ['cancelled', false, { cancelledAt: new Date('2026-11-24T10:00:00Z') }, '2026-11-26T15:00:00Z'],
    ['booked exactly 24 hours ahead', true, { createdAt: new Date('2026-11-26T15:00:00Z') }, '2026-11-26T15:00:00Z'],
    ['booked 23 hours ahead: its confirmation is enough', false, { createdAt: new Date('2026-11-26T16:00:00Z') }, '2026-11-26T17:00:00Z'],
  ])('%s → reminded: %s', (_case, due, changes, now) => {
    expect(isTourReminderDue({ ...booking, ...changes }, new Date(now))).toBe(due);
  });
});
