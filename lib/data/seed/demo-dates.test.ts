import { demoCalendar } from './demo-dates';

describe('demoCalendar', () => {
  it.each([
    // [instant, Bloomington's day]: a UTC server is already on the next day in the evening.
    ['2026-11-22T00:30:00Z', '2026-11-21'],
    ['2026-11-22T04:59:00Z', '2026-11-21'],
    ['2026-11-22T05:00:00Z', '2026-11-22'],
    ['2026-07-01T03:59:00Z', '2026-06-30'], // daylight time: UTC−4
    ['2026-07-01T04:00:00Z', '2026-07-01'],
  ])('at %s today is %s, the day the listing rules use', (instant, day) => {
    expect(demoCalendar(new Date(instant)).today).toBe(day);
  });

  it('counts days from today across month and year ends', () => {
    const cal = demoCalendar(new Date('2026-12-31T18:00:00Z'));
    expect([cal.day(-31), cal.day(0), cal.day(1), cal.day(60)]).toEqual(['2026-11-30', '2026-12-31', '2027-01-01', '2027-03-01']);
  });
});
