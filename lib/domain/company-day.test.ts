import { companyDateTime } from './company-day';

describe('companyDateTime', () => {
  it.each([
    ['2027-03-01T12:00:00Z', 'Mar 1, 2027, 7:00 AM EST'],
    ['2027-03-01T04:59:00Z', 'Feb 28, 2027, 11:59 PM EST'], // still the evening before in Indiana (UTC-5)
    ['2027-07-01T03:59:00Z', 'Jun 30, 2027, 11:59 PM EDT'], // daylight time, UTC-4
  ])('%p reads %p in Bloomington', (iso, text) => {
    expect(companyDateTime(new Date(iso)).replace(/\s/g, ' ')).toBe(text);
  });
});
