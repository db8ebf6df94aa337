import { companyDateTime, companyDay } from './company-day';

describe('companyDay', () => {
  it.each([
    ['2027-03-01T12:00:00Z', '2027-03-01'],
    ['2027-03-01T04:59:00Z', '2027-02-28'], // still the evening before in Indiana (EST, UTC-5)
    ['2027-07-01T03:59:00Z', '2027-06-30'], // EDT, UTC-4
    ['2027-07-01T04:00:00Z', '2027-07-01'],
  ])('%p is %p in Bloomington', (iso, day) => expect(companyDay(new Date(iso))).toBe(day));
});

describe('companyDateTime', () => {
  it('shows the local time with its zone', () => {
    expect(companyDateTime(new Date('2027-03-01T12:00:00Z')).replace(/\s/g, ' ')).toBe('Mar 1, 2027, 7:00 AM EST');
  });
});
