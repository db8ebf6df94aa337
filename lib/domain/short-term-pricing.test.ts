import type { ShortTermPrice, ShortTermPrices } from './listing-types';
import {
  SHORT_TERM_TERMS,
  shortTermMonthPrice,
  shortTermPriceAmount,
  shortTermPriceText,
  shortTermPricingTiers,
  pricingRowData,
} from './short-term-pricing';

describe('a short-term price: a number above 0, else its raw text (docs/product.md)', () => {
  it.each<[ShortTermPrice, number | null, string]>([
    [85, 85, '$85'],
    ['85', 85, '$85'],
    [' 85.50 ', 85.5, '$86'],
    [0, null, '0'],
    ['0', null, '0'],
    [-10, null, '-10'],
    ['Call for price', null, 'Call for price'],
    ['$85', null, '$85'],
    ['1e3', null, '1e3'],
    ['', null, ''],
    [null, null, ''],
    [Number.NaN, null, 'NaN'],
  ])('%j → amount %j, shown %j', (price, amount, text) => {
    expect(shortTermPriceAmount(price)).toBe(amount);
    expect(shortTermPriceText(price)).toBe(text);
  });

  it('a month is 30 times the daily rate', () => {
    expect(shortTermMonthPrice(85)).toBe(2550);
    expect(shortTermMonthPrice('70')).toBe(2100);
    expect(shortTermMonthPrice('ask')).toBeNull();
  });
});

describe('the Short Term Pricing tiers (docs/product.md#constants)', () => {
  const prices: ShortTermPrices = {
    priceFor2To4Days: 120,
    priceFor5To13Days: '100',
    priceFor14To29Days: 'Ask us',
    priceFor1To4Months: 80,
    priceFor4andMoreMonths: 0,
  };

  it('five tiers in order with labels, per-day and per-month figures, and notes', () => {
    expect(shortTermPricingTiers(prices)).toEqual([
      {
        key: 'priceFor2To4Days',
        label: '2-4 days',
        isNumeric: true,
        perDay: '$120',
        perMonth: null,
        note: 'For immediate arrivals only',
      },
      {
        key: 'priceFor5To13Days',
        label: '5-13 days',
        isNumeric: true,
        perDay: '$100',
        perMonth: null,
        note: 'For immediate arrivals only',
      },
      { key: 'priceFor14To29Days', label: '14-29 days', isNumeric: false, perDay: 'Ask us', perMonth: null, note: null },
      { key: 'priceFor1To4Months', label: '1-4 months', isNumeric: true, perDay: '$80', perMonth: '$2,400', note: null },
      { key: 'priceFor4andMoreMonths', label: '4+ months', isNumeric: false, perDay: '0', perMonth: null, note: null },
    ]);
  });

  it('lists the short-term terms (docs/product.md)', () => {
    expect(SHORT_TERM_TERMS).toEqual([
      '14-day minimum',
      'No lease or deposit',
      '0 days notice',
      'Card charged weekly',
      'One free cleaning per month for stays of 30 days or more',
      'No pets',
      'Utilities and internet included',
    ]);
  });
});

describe('a pricing table row as the browser gets it', () => {
  it('keeps the names, the bedrooms and the rates in tier order, raw text and unset ones as they are', () => {
    const row = pricingRowData({
      id: 'walnut-penthouse',
      name: 'Penthouse',
      bedroom: 3,
      property: { name: 'Walnut Street Suites' },
      priceFor2To4Days: 329,
      priceFor5To13Days: '289',
      priceFor14To29Days: 'Call for pricing',
      priceFor1To4Months: null,
      priceFor4andMoreMonths: 0,
    });
    expect(row).toEqual({
      id: 'walnut-penthouse',
      name: 'Penthouse',
      community: 'Walnut Street Suites',
      bedroom: 3,
      prices: [329, '289', 'Call for pricing', null, 0],
    });
  });
});
