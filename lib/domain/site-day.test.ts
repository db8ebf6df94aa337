import {
  addDays,
  addMonths,
  isDayWithin,
  isWithinClosedWindow,
  monthsBetween,
  parseIsoDay,
  parseMonthKey,
  siteDay,
  SITE_TIME_ZONE,
  SITE_TIME_ZONE_NAME,
} from './site-day';

it('SITE_TIME_ZONE_NAME is what Intl calls the zone, less "Time"', () => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName');
  expect(name?.value).toBe(`${SITE_TIME_ZONE_NAME} Time`);
});

describe('siteDay: the calendar day in Bloomington (America/Indiana/Indianapolis), not UTC', () => {
  it.each([
    ['2026-12-01T04:30:00Z', '2026-11-30', '23:30 EST on Nov 30 is still Nov 30'],
    ['2026-12-01T00:30:00Z', '2026-11-30', '00:30 UTC Dec 1 is 19:30 local Nov 30'],
    ['2026-12-01T05:00:00Z', '2026-12-01', 'local midnight starts Dec 1'],
    ['2026-12-01T04:59:59.999Z', '2026-11-30', 'the last millisecond of Nov 30 local'],
    ['2026-07-01T03:59:00Z', '2026-06-30', 'summer: 23:59 EDT (UTC-4)'],
    ['2026-07-01T04:00:00Z', '2026-07-01', 'summer: midnight EDT'],
    ['2026-11-01T04:00:00Z', '2026-11-01', 'the day DST ends starts at 00:00 EDT'],
    ['2027-01-01T04:59:00Z', '2026-12-31', 'New Year: still last year locally'],
    ['2026-03-08T04:59:00Z', '2026-03-07', 'spring: 23:59 EST the night before DST starts'],
    ['2026-03-09T03:59:00Z', '2026-03-08', 'the day DST starts ends at 23:59 EDT'],
    ['2026-03-09T04:00:00Z', '2026-03-09', 'and the next starts at midnight EDT'],
  ])('%s → %s (%s)', (instant, day) => {
    expect(siteDay(new Date(instant))).toBe(day);
  });

  it('returns a valid day string as given', () => {
    expect(siteDay('2026-02-28')).toBe('2026-02-28');
  });

  it.each(['2026-02-30', '2026-2-3', 'today', ''])('rejects the day string %j', (text) => {
    expect(() => siteDay(text)).toThrow(RangeError);
  });

  it('rejects an invalid Date', () => {
    expect(() => siteDay(new Date('nope'))).toThrow(RangeError);
  });
});

describe('parsing', () => {
  it.each([
    ['2026-01-05', '2026-01-05'],
    [' 2026-01-05 ', '2026-01-05'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-29', null],
    ['2026-00-10', null],
    ['2026-1-5', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('parseIsoDay(%j) = %j', (text, day) => {
    expect(parseIsoDay(text)).toBe(day);
  });

  it.each([
    ['2026-12', '2026-12'],
    ['2026-13', null],
    ['2026-00', null],
    ['2026-1', null],
    ['202612', null],
  ])('parseMonthKey(%j) = %j', (text, month) => {
    expect(parseMonthKey(text)).toBe(month);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-12', 12, '2027-12'],
    ['2026-01', -1, '2025-12'],
    ['2026-06', 0, '2026-06'],
  ])('addMonths(%s, %d) = %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  it.each([
    ['2026-11', '2027-11', 12],
    ['2026-11', '2026-10', -1],
    ['2026-12', '2027-01', 1],
  ])('monthsBetween(%s, %s) = %d', (from, to, expected) => {
    expect(monthsBetween(from, to)).toBe(expected);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-08', 1, '2026-03-09'],
  ])('addDays(%s, %d) = %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });
});

describe('day windows include both ends', () => {
  it.each([
    ['2026-10-31', false],
    ['2026-11-01', true],
    ['2026-11-15', true],
    ['2026-11-30', true],
    ['2026-12-01', false],
  ])('%s in 2026-11-01..2026-11-30: %s', (day, inside) => {
    expect(isDayWithin(day, '2026-11-01', '2026-11-30')).toBe(inside);
    expect(isWithinClosedWindow(day, '2026-11-01', '2026-11-30')).toBe(inside);
  });

  it('an open bound is unbounded; a closed window needs both dates', () => {
    expect(isDayWithin('2030-01-01', '2026-11-01', null)).toBe(true);
    expect(isDayWithin('2020-01-01', null, '2026-11-30')).toBe(true);
    expect(isWithinClosedWindow('2026-11-15', null, '2026-11-30')).toBe(false);
    expect(isWithinClosedWindow('2026-11-15', '2026-11-01', undefined)).toBe(false);
    expect(isWithinClosedWindow('2026-11-15', '2026-11-01', 'soon')).toBe(false);
  });
});
