/**
 * Tour booking rules (docs/product.md#tours): which half-hour slots a community offers, from the
 * machine-readable opening hours of its leasing office, over the next 14 days, in Bloomington time.
 *
 * A slot is named by its calendar day and start time in the site's time zone ('2026-12-01',
 * '09:30'); its instant (what is stored and put in the calendar file) is that wall-clock time in
 * America/Indiana/Indianapolis, so daylight saving never moves a slot out of office hours.
 */
import { withoutTown, type Town } from './maps';
import { TZDate } from '@date-fns/tz';
import { isGarageProperty } from './listing-rules';
import { addDays, type IsoDay, siteDay, SITE_TIME_ZONE } from './site-day';

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const TOUR_KINDS = ['IN_PERSON', 'VIDEO'] as const;
export type TourKind = (typeof TOUR_KINDS)[number];
export const TOUR_KIND_LABELS: Record<TourKind, string> = { IN_PERSON: 'In person', VIDEO: 'Video tour' };
/** The kind inside a sentence: 'Your in-person tour of …'. */
export const TOUR_KIND_NOUNS: Record<TourKind, string> = { IN_PERSON: 'in-person tour', VIDEO: 'video tour' };

/** How long a tour takes, and the step between slots. */
export const TOUR_SLOT_MINUTES = 30;
/** Days offered, today included. */
export const TOUR_DAYS_AHEAD = 14;
/** A slot must start at least this long after the booking, so the office can prepare. */
export const TOUR_LEAD_MINUTES = 120;
/** Tours one slot holds when the import does not say (`tourSlotCapacity`). */
export const DEFAULT_TOUR_SLOT_CAPACITY = 1;
export const MAX_TOUR_SLOT_CAPACITY = 20;

/** One opening interval of a weekday, 'HH:MM' 24-hour wall-clock times, closes after opens. */
export interface OpeningHours {
  day: Weekday;
  opens: string;
  closes: string;
}

export interface TourSlot {
  day: IsoDay;
  /** 'HH:MM', 24-hour, Bloomington time. */
  time: string;
  /** '9:30 AM'. */
  label: string;
}

export interface TourDay {
  day: IsoDay;
  /** 'Tue, Dec 1'. */
  label: string;
  slots: TourSlot[];
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an 'HH:MM' time, or null when it is not one. */
export function minutesOfTime(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '09:30' → '9:30 AM', '12:00' → '12:00 PM'. */
export function timeLabel(time: string): string {
  const minutes = minutesOfTime(time) ?? 0;
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

function dayParts(day: IsoDay): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

/** The weekday of a calendar day (the same everywhere: no time zone involved). */
export function weekdayOf(day: IsoDay): Weekday {
  const [year, month, date] = dayParts(day);
  const sundayFirst = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Tue'. */
export function weekdayShort(day: IsoDay): string {
  const weekday = weekdayOf(day);
  return `${weekday.charAt(0)}${weekday.slice(1, 3).toLowerCase()}`;
}

/** 'Dec 1'. */
export function dateShort(day: IsoDay): string {
  const [, month, date] = dayParts(day);
  return `${MONTHS[month - 1]} ${date}`;
}

/** 'Tue, Dec 1'. */
export function tourDayLabel(day: IsoDay): string {
  return `${weekdayShort(day)}, ${dateShort(day)}`;
}

/** The instant a slot starts: its wall-clock time in Bloomington. */
export function slotStart(day: IsoDay, time: string): Date {
  const [year, month, date] = dayParts(day);
  const minutes = minutesOfTime(time) ?? 0;
  return new Date(new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, SITE_TIME_ZONE).getTime());
}

/**
 * A slot's start as the visitor's own clock reads it, when that differs from Bloomington's: 'Wed,
 * Dec 2, 10:00 PM China Standard Time' for a visitor in Shanghai; null when it reads the same
 * (another town on Eastern Time) or the zone is unknown. A video tour is often booked from far
 * away, and a time read as the visitor's own would be missed by hours.
 */
export function slotInZone(startsAt: Date, zone: string): string | null {
  const wallClock = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(startsAt);
  let there: string;
  try {
    there = wallClock(zone);
  } catch {
    return null;
  }
  if (there === wallClock(SITE_TIME_ZONE)) return null;
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' }).formatToParts(startsAt).find((part) => part.type === 'timeZoneName');
  return name ? `${there} ${name.value}` : there;
}

/** The key of a slot in a map of booked counts: its start instant as ISO text. */
export function slotKey(startsAt: Date): string {
  return startsAt.toISOString();
}

/** The start times a weekday's opening hours give, in order, without repeats. */
function startTimes(hours: readonly OpeningHours[], weekday: Weekday): string[] {
  const starts = new Set<number>();
  for (const interval of hours) {
    if (interval.day !== weekday) continue;
    const opens = minutesOfTime(interval.opens);
    const closes = minutesOfTime(interval.closes);
    if (opens === null || closes === null) continue;
    for (let start = opens; start + TOUR_SLOT_MINUTES <= closes; start += TOUR_SLOT_MINUTES) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b).map(timeOfMinutes);
}

export interface SlotOptions {
  hours: readonly OpeningHours[];
  now: Date;
  /** Tours one slot holds. */
  capacity: number;
  /** Live bookings per slot start (slotKey). */
  booked?: ReadonlyMap<string, number>;
}

/**
 * The days and slots offered: today and the next 13 days in Bloomington, each slot of the office's
 * hours that starts at least TOUR_LEAD_MINUTES from now and is not full. Days without a free slot
 * are left out.
 */
export function tourDays({ hours, now, capacity, booked = new Map() }: SlotOptions): TourDay[] {
  const today = siteDay(now);
  const earliest = now.getTime() + TOUR_LEAD_MINUTES * 60_000;
  const days: TourDay[] = [];
  for (let offset = 0; offset < TOUR_DAYS_AHEAD; offset += 1) {
    const day = addDays(today, offset);
    const slots = startTimes(hours, weekdayOf(day))
      .filter((time) => {
        const start = slotStart(day, time);
        return start.getTime() >= earliest && (booked.get(slotKey(start)) ?? 0) < capacity;
      })
      .map((time) => ({ day, time, label: timeLabel(time) }));
    if (slots.length > 0) days.push({ day, label: tourDayLabel(day), slots });
  }
  return days;
}

/**
 * Whether a day and time name a slot the office's hours offer within the booking window (fullness
 * is the database's to decide, at the moment of booking).
 */
export function isOfferedSlot(hours: readonly OpeningHours[], day: IsoDay, time: string, now: Date): boolean {
  const today = siteDay(now);
  if (day < today || day > addDays(today, TOUR_DAYS_AHEAD - 1)) return false;
  if (!startTimes(hours, weekdayOf(day)).includes(time)) return false;
  return slotStart(day, time).getTime() >= now.getTime() + TOUR_LEAD_MINUTES * 60_000;
}

/** Tours of a property can be booked online: it is active, not a garage, and its office's hours are given. */
export function areToursBookable(property: { active: boolean; name: string }, openingHours: readonly OpeningHours[] | null | undefined): boolean {
  return property.active && !isGarageProperty(property) && (openingHours?.length ?? 0) > 0;
}

/**
 * Where an in-person tour meets: the leasing office's address, else the community's, as lines
 * (the street without a town typed after it, then the company's town and the zip).
 */
export function tourAddressLines(
  place: { officeAddress: string | null; officeZipcode: string | null; address: string; zipcode: string },
  town: Town,
): string[] {
  const street = withoutTown(place.officeAddress ?? place.address, town);
  const zipcode = place.officeZipcode ?? place.zipcode;
  return [street, `${town.city}, ${town.state} ${zipcode}`.trim()].filter(Boolean);
}
