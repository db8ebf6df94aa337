/**
 * Calendar days in the site's time zone: the one clock rule every listing rule uses.
 *
 * Decision: each rule takes `now` as a `Now` — either an instant (`Date`) or an already
 * computed site day (`'YYYY-MM-DD'`). An instant is turned into the calendar day it is in
 * Bloomington (America/Indiana/Indianapolis), never UTC: 2026-12-01T04:30Z is still
 * 2026-11-30 there (23:30 EST). Rules then compare days as 'YYYY-MM-DD' strings (which sort
 * like the dates they name), so there is no hidden clock and no UTC off-by-one.
 *
 * The day in Bloomington is Intl's (the time-zone data every browser and Node carry, so no
 * library code goes to the browser for it); adding days is date-fns' (on a local date whose
 * calendar fields alone are read). Days and months are parsed and counted by hand (see below).
 */
import { addDays as addCalendarDays, formatISO, parseISO } from 'date-fns';

export const SITE_TIME_ZONE = 'America/Indiana/Indianapolis';
/** What visitors call SITE_TIME_ZONE ('Eastern Time', less its last word; site-day.test.ts checks it). */
export const SITE_TIME_ZONE_NAME = 'Eastern';

/** A calendar date 'YYYY-MM-DD' (as stored, docs/product.md#constants). */
export type IsoDay = string;
/** A calendar month 'YYYY-MM'. */
export type MonthKey = string;
/** The present moment as an instant, or as the site's calendar day. */
export type Now = Date | IsoDay;

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

// Parsed by hand, not with date-fns: this runs for every unit's dates on every listing render,
// where date-fns is many times slower (docs/performance.md). So are the month ordinals below.
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** The number at text[from, from + length) when those characters are all digits, else -1. */
function digitsAt(text: string, from: number, length: number): number {
  let value = 0;
  for (let i = from; i < from + length; i += 1) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return -1;
    value = value * 10 + code;
  }
  return value;
}

/** The value as a valid 'YYYY-MM-DD' day, or null (missing, wrong shape, or no such date). */
export function parseIsoDay(value: string | null | undefined): IsoDay | null {
  if (typeof value !== 'string') return null;
  const text = value.length === 10 ? value : value.trim();
  if (text.length !== 10 || text[4] !== '-' || text[7] !== '-') return null;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return text;
}

/** The value as a valid 'YYYY-MM' month, or null. */
export function parseMonthKey(value: string | null | undefined): MonthKey | null {
  if (typeof value !== 'string') return null;
  const match = MONTH_KEY.exec(value.trim());
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return `${match[1]}-${match[2]}`;
}

/**
 * An instant in Bloomington's calendar. tz() only names the zone: the Intl formatter behind it is
 * made on first use, never at import (a page's first Intl formatter loads the browser's locale
 * data, docs/performance.md; pages import this module without needing it while they load, since
 * the server passes them the day).
 */
const dayOf = (date: Date): IsoDay => formatISO(date, { representation: 'date' });

// Made once: a formatter is costly to build and cheap to use.
const siteCalendar = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day the instant falls on in SITE_TIME_ZONE. */
function dayInSiteZone(instant: Date): IsoDay {
  let year = '';
  let month = '';
  let day = '';
  for (const part of siteCalendar.formatToParts(instant)) {
    if (part.type === 'year') year = part.value.padStart(4, '0');
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

/** The last day string siteDay accepted (a memo; it changes no result). */
let lastCheckedDay: IsoDay | null = null;

/** The calendar day `now` falls on in Bloomington. A day string is checked and returned. */
export function siteDay(now: Now): IsoDay {
  if (typeof now === 'string') {
    // Rules pass the same 'today' down once per item: skip re-checking it.
    if (now === lastCheckedDay) return now;
    const day = parseIsoDay(now);
    if (!day) throw new RangeError(`Not a 'YYYY-MM-DD' day: ${JSON.stringify(now)}`);
    lastCheckedDay = day;
    return day;
  }
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid Date');
  return dayInSiteZone(now);
}

/** The month a day falls in. */
export function monthOfDay(day: IsoDay): MonthKey {
  return day.slice(0, 7);
}

/** Months since year 0 (for month arithmetic). */
function monthOrdinal(month: MonthKey): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function monthFromOrdinal(ordinal: number): MonthKey {
  const year = Math.floor(ordinal / 12);
  const month = ordinal - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** `month` moved by `count` months (negative moves back). */
export function addMonths(month: MonthKey, count: number): MonthKey {
  return monthFromOrdinal(monthOrdinal(month) + count);
}

/** How many months `to` is after `from` (negative when before). */
export function monthsBetween(from: MonthKey, to: MonthKey): number {
  return monthOrdinal(to) - monthOrdinal(from);
}

/** `day` moved by `count` calendar days. */
export function addDays(day: IsoDay, count: number): IsoDay {
  return dayOf(addCalendarDays(parseISO(day), count));
}

/**
 * Whether `day` lies in the window from `start` to `end`, both days included. A missing
 * bound (null) is open on that side; use `isWithinClosedWindow` when both are required.
 */
export function isDayWithin(day: IsoDay, start: IsoDay | null, end: IsoDay | null): boolean {
  return (start === null || start <= day) && (end === null || day <= end);
}

/**
 * Whether `day` lies between two dates that must both be present and valid (inclusive of
 * both). A missing or malformed date means there is no window: false.
 */
export function isWithinClosedWindow(
  day: IsoDay,
  start: string | null | undefined,
  end: string | null | undefined,
): boolean {
  const from = parseIsoDay(start);
  const to = parseIsoDay(end);
  if (from === null || to === null) return false;
  return from <= day && day <= to;
}
