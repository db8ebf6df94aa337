import {
  isOfferedSlot,
  slotInZone,
  slotKey,
  slotStart,
  timeLabel,
  tourAddressLines,
  tourDayLabel,
  tourDays,
  TOUR_DAYS_AHEAD,
  weekdayOf,
  type OpeningHours,
} from './tours';

// The demo hours: Monday–Friday 9–6, Saturday 10–4, Sunday closed.
const HOURS: OpeningHours[] = [
  ...(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({ day, opens: '09:00', closes: '18:00' })),
  { day: 'SATURDAY', opens: '10:00', closes: '16:00' },
];

describe('weekdays and labels', () => {
  test.each([
    ['2026-11-26', 'THURSDAY', 'Thu, Nov 26'],
    ['2026-11-29', 'SUNDAY', 'Sun, Nov 29'],
    ['2026-11-30', 'MONDAY', 'Mon, Nov 30'],
    ['2028-02-29', 'TUESDAY', 'Tue, Feb 29'],
  ])('%s is a %s (%s)', (day, weekday, label) => {
    expect(weekdayOf(day)).toBe(weekday);
    expect(tourDayLabel(day)).toBe(label);
  });

  test.each([
    ['00:00', '12:00 AM'],
    ['09:30', '9:30 AM'],
    ['12:00', '12:00 PM'],
    ['17:30', '5:30 PM'],
  ])('%s reads %s', (time, label) => expect(timeLabel(time)).toBe(label));
});

describe('slotStart is Bloomington wall-clock time', () => {
  test.each([
    ['2026-11-30', '09:00', '2026-11-30T14:00:00.000Z'], // EST, UTC−5
    ['2026-07-01', '09:00', '2026-07-01T13:00:00.000Z'], // EDT, UTC−4
    ['2027-03-14', '10:00', '2027-03-14T14:00:00.000Z'], // the morning daylight saving starts
  ])('%s %s is %s', (day, time, iso) => expect(slotStart(day, time).toISOString()).toBe(iso));
});

describe('slotInZone: a slot as the visitor’s clock reads it', () => {
  const nine = slotStart('2026-12-02', '09:00');
  test.each([
    ['Bloomington itself', 'America/Indiana/Indianapolis', null],
    ['another town on Eastern Time', 'America/New_York', null],
    ['Chicago, an hour behind', 'America/Chicago', 'Wed, Dec 2, 8:00 AM Central Standard Time'],
    ['Shanghai, the next evening', 'Asia/Shanghai', 'Wed, Dec 2, 10:00 PM China Standard Time'],
    ['Honolulu, before dawn', 'Pacific/Honolulu', 'Wed, Dec 2, 4:00 AM Hawaii-Aleutian Standard Time'],
    ['Seoul, late the same evening', 'Asia/Seoul', 'Wed, Dec 2, 11:00 PM Korean Standard Time'],
    ['Delhi, a half-hour zone', 'Asia/Kolkata', 'Wed, Dec 2, 7:30 PM India Standard Time'],
    ['a zone the browser made up', 'Mars/Olympus_Mons', null],
  ])('%s', (_name, zone, reads) => expect(slotInZone(nine, zone)).toBe(reads));

  it('crosses midnight into the next day', () => {
    expect(slotInZone(slotStart('2026-12-02', '17:00'), 'Asia/Tokyo')).toBe('Thu, Dec 3, 7:00 AM Japan Standard Time');
  });
});

describe('tourDays', () => {
  // Thursday 2026-11-26, 7:00 AM in Bloomington.
  const now = new Date('2026-11-26T12:00:00Z');

  test('14 days from today, closed days left out, half-hour slots from opening to the last half hour', () => {
    const days = tourDays({ hours: HOURS, now, capacity: 1 });
    expect(days[0]!.day).toBe('2026-11-26');
    expect(days.at(-1)!.day <= '2026-12-09').toBe(true);
    expect(days.map((d) => d.day)).not.toContain('2026-11-29'); // Sunday
    const friday = days.find((d) => d.day === '2026-11-27')!;
    expect(friday.slots).toHaveLength(18);
    expect(friday.slots[0]).toEqual({ day: '2026-11-27', time: '09:00', label: '9:00 AM' });
    expect(friday.slots.at(-1)!.time).toBe('17:30');
    const saturday = days.find((d) => d.day === '2026-11-28')!;
    expect(saturday.slots.map((s) => s.time)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30']);
    expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
    expect(days.length).toBe(TOUR_DAYS_AHEAD - 2); // two Sundays in the window
  });

  test('a slot starts at least two hours from now', () => {
    const tenFifteen = new Date('2026-11-26T15:15:00Z'); // 10:15 AM
    const today = tourDays({ hours: HOURS, now: tenFifteen, capacity: 1 })[0]!;
    expect(today.slots[0]!.time).toBe('12:30');
  });

  test('after the last slot of the day, today is not offered', () => {
    const evening = new Date('2026-11-26T22:00:00Z'); // 5:00 PM
    expect(tourDays({ hours: HOURS, now: evening, capacity: 1 })[0]!.day).toBe('2026-11-27');
  });

  test('a full slot is not offered; one with room left is', () => {
    const nine = slotKey(slotStart('2026-11-27', '09:00'));
    const nineThirty = slotKey(slotStart('2026-11-27', '09:30'));
    const booked = new Map([[nine, 2], [nineThirty, 1]]);
    const friday = (capacity: number) => tourDays({ hours: HOURS, now, capacity, booked }).find((d) => d.day === '2026-11-27')!;
    expect(friday(1).slots.map((s) => s.time).slice(0, 2)).toEqual(['10:00', '10:30']);
    expect(friday(2).slots.map((s) => s.time).slice(0, 2)).toEqual(['09:30', '10:00']);
  });

  test('overlapping intervals give each start once; an interval shorter than a slot gives none', () => {
    const hours: OpeningHours[] = [
      { day: 'FRIDAY', opens: '09:00', closes: '10:00' },
      { day: 'FRIDAY', opens: '09:30', closes: '10:30' },
      { day: 'FRIDAY', opens: '13:00', closes: '13:20' },
    ];
    const friday = tourDays({ hours, now, capacity: 1 }).find((d) => d.day === '2026-11-27')!;
    expect(friday.slots.map((s) => s.time)).toEqual(['09:00', '09:30', '10:00']);
  });

  test('no hours, no days', () => {
    expect(tourDays({ hours: [], now, capacity: 1 })).toEqual([]);
  });
});

describe('isOfferedSlot', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  test.each([
    ['2026-11-27', '09:00', true],
    ['2026-11-27', '09:15', false], // not a slot start
    ['2026-11-27', '17:30', true],
    ['2026-11-27', '18:00', false], // the office closes at 6
    ['2026-11-29', '10:00', false], // Sunday
    ['2026-11-26', '08:30', false], // before opening
    ['2026-11-26', '09:00', true], // exactly two hours ahead
    ['2026-12-09', '09:00', true], // the 14th day
    ['2026-12-10', '09:00', false], // the 15th day
    ['2026-11-25', '09:00', false], // yesterday
  ])('%s %s → %s', (day, time, offered) => expect(isOfferedSlot(HOURS, day, time, now)).toBe(offered));
});

describe('tourAddressLines: where an in-person tour meets', () => {
  const town = { city: 'Bloomington', state: 'IN' };
  test.each([
    [{ officeAddress: '415 E Kirkwood Ave, Suite 100', officeZipcode: '47408', address: '415 E Kirkwood Ave', zipcode: '47408' }, ['415 E Kirkwood Ave, Suite 100', 'Bloomington, IN 47408']],
    [{ officeAddress: null, officeZipcode: null, address: '812 E 3rd St', zipcode: '47401' }, ['812 E 3rd St', 'Bloomington, IN 47401']],
    // the whole postal line typed as the street: the town once
    [{ officeAddress: '210 N Walnut St, Bloomington, IN 47404', officeZipcode: '47404', address: 'x', zipcode: '47404' }, ['210 N Walnut St', 'Bloomington, IN 47404']],
  ])('%j', (place, lines) => {
    expect(tourAddressLines(place, town)).toEqual(lines);
  });
});
