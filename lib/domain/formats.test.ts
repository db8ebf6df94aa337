import {
  bathroomLabel,
  bedroomLabel,
  formatDisplayDate,
  formatMonthLabel,
  formatUsd,
  formatWholeNumber,
  formatUsdRange,
  squareFootLabel,
  telLink,
} from './formats';

describe('US dollars without decimals (docs/product.md#constants)', () => {
  it.each([
    [1250, '$1,250'],
    [0, '$0'],
    [999.5, '$1,000'],
    [1249.4, '$1,249'],
    [12500, '$12,500'],
    [4000, '$4,000'],
    [1234.56, '$1,235'],
    [-1250, '-$1,250'],
    [-999.5, '-$1,000'],
    [1_250_000, '$1,250,000'],
    [-0.2, '$0'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%d → %j', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [100000, '100,000'],
    [1234567, '1,234,567'],
    [-2500, '-2,500'],
    [2.5, '3'],
    [-0.4, '0'],
  ])('whole number %d → %s', (value, text) => {
    expect(formatWholeNumber(value)).toBe(text);
  });

  it('writes what Intl en-US currency writes, for whole and fractional amounts', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const amount of [1, 12, 123, 999.49, 999.5, 1000, 2345.5, 99_999.5, 100_000, 1_234_567, -7.5, -1234]) {
      expect(formatUsd(amount)).toBe(intl.format(amount));
    }
  });

  it('ranges', () => {
    expect(formatUsdRange(1100, 1400)).toBe('$1,100 - $1,400');
    expect(formatUsdRange(1100, 1100)).toBe('$1,100');
  });
});

describe("dates shown 'MMM DD, YYYY' with a two-digit day (docs/product.md#constants)", () => {
  it.each([
    ['2027-01-05', 'Jan 05, 2027'],
    ['2026-12-31', 'Dec 31, 2026'],
    ['2026-05-10', 'May 10, 2026'],
    ['2026-09-01', 'Sep 01, 2026'],
    ['2026-02-30', ''],
    ['', ''],
    [null, ''],
  ])('%j → %j', (day, text) => {
    expect(formatDisplayDate(day)).toBe(text);
  });

  it.each([
    ['2026-12', 'December 2026'],
    ['2027-01', 'January 2027'],
    ['2027-13', ''],
  ])('month %j → %j', (month, text) => {
    expect(formatMonthLabel(month)).toBe(text);
  });
});

describe('bedroom, bath and size labels', () => {
  it.each([
    [0, 'Studio'],
    [1, '1 Bed'],
    [2, '2 Beds'],
    [4, '4 Beds'],
  ])('%d bedrooms → %s', (count, label) => {
    expect(bedroomLabel(count)).toBe(label);
  });

  it.each([
    [1, '1 Bath'],
    [1.5, '1.5 Baths'],
    [2, '2 Baths'],
  ])('%d bathrooms → %s', (count, label) => {
    expect(bathroomLabel(count)).toBe(label);
  });

  it('square feet', () => {
    expect(squareFootLabel(1250)).toBe('1,250 sq ft');
  });
});

describe('telLink: a phone number as staff write it, as a number a phone can call', () => {
  test.each([
    ['(812) 555-0142', 'tel:+18125550142'],
    ['812.555.0142', 'tel:+18125550142'],
    ['812 555 0142', 'tel:+18125550142'],
    ['+1 812-555-0142', 'tel:+18125550142'],
    ['1-812-555-0142', 'tel:+18125550142'],
    // an extension after a pause, not run into the number
    ['812.555.0142 ext. 3', 'tel:+18125550142,3'],
    ['(812) 555-0142 x12', 'tel:+18125550142,12'],
    ['812-555-0142, Extension 204', 'tel:+18125550142,204'],
    ['812-555-0142 #5', 'tel:+18125550142,5'],
    // two numbers: the first
    ['812-555-0142 or 812-555-0143', 'tel:+18125550142'],
    ['Office: 812-555-0142 / Cell: 812-555-0199', 'tel:+18125550142'],
    // not a US number: its digits, as before
    ['555-0142', 'tel:5550142'],
  ])('%j → %s', (phone, href) => {
    expect(telLink(phone)).toBe(href);
  });
});
