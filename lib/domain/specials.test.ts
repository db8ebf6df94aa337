import type { HomePageSpecial, SpecialRentFields, WebSpecial } from './listing-types';
import {
  activeSpecialRent,
  activeWebSpecials,
  communityHomePageSpecials,
  currentHomePageSpecials,
  isHomePageSpecialCurrent,
  isSpecialRentActive,
  isWebSpecialActive,
  parseSpecialProperties,
  specialNamesCommunity,
} from './specials';

const november: SpecialRentFields = {
  specialRent: 900,
  specialRentStartDate: '2026-11-01',
  specialRentEndDate: '2026-11-30',
};

describe('special rent: applies while now is within its window, both days included (docs/product.md)', () => {
  it.each<[string, string | Date, boolean]>([
    ['the day before the start', '2026-10-31', false],
    ['the start day', '2026-11-01', true],
    ['a day inside', '2026-11-15', true],
    ['the end day (the original dropped it)', '2026-11-30', true],
    ['the day after the end', '2026-12-01', false],
    ['23:30 local on the end day', new Date('2026-12-01T04:30:00Z'), true],
    ['00:30 UTC of the next day, still the end day locally', new Date('2026-12-01T00:30:00Z'), true],
    ['00:30 local the day after', new Date('2026-12-01T05:30:00Z'), false],
    ['00:30 UTC on the start day is the evening before locally', new Date('2026-11-01T00:30:00Z'), false],
    ['local midnight of the start day', new Date('2026-11-01T04:00:00Z'), true],
  ])('%s', (_case, now, active) => {
    expect(isSpecialRentActive(november, now)).toBe(active);
    expect(activeSpecialRent(november, now)).toBe(active ? 900 : null);
  });

  it.each<[string, Partial<SpecialRentFields>, boolean]>([
    ['specialRent exactly 1', { specialRent: 1 }, true],
    ['specialRent 0.99', { specialRent: 0.99 }, false],
    ['specialRent 0', { specialRent: 0 }, false],
    ['negative specialRent', { specialRent: -5 }, false],
    ['no specialRent', { specialRent: null }, false],
    ['no start date', { specialRentStartDate: null }, false],
    ['no end date', { specialRentEndDate: null }, false],
    ['no dates at all', { specialRentStartDate: null, specialRentEndDate: null }, false],
    ['a malformed date', { specialRentEndDate: '2026-11-31' }, false],
    ['a one-day window on that day', { specialRentStartDate: '2026-11-15', specialRentEndDate: '2026-11-15' }, true],
    ['start after end', { specialRentStartDate: '2026-11-20', specialRentEndDate: '2026-11-10' }, false],
  ])('%s', (_case, overrides, active) => {
    expect(isSpecialRentActive({ ...november, ...overrides }, '2026-11-15')).toBe(active);
  });
});

describe('web specials show only within their window, inclusive (docs/product.md)', () => {
  const special: WebSpecial = { description: '$200 off', startDate: '2026-11-01', endDate: '2026-11-30' };
  it.each<[string | Date, boolean]>([
    ['2026-10-31', false],
    ['2026-11-01', true],
    ['2026-11-30', true],
    ['2026-12-01', false],
    [new Date('2026-12-01T04:30:00Z'), true],
    [new Date('2026-12-01T05:30:00Z'), false],
  ])('on %s: %s', (now, shown) => {
    expect(isWebSpecialActive(special, now)).toBe(shown);
  });

  it('missing dates: not shown', () => {
    expect(isWebSpecialActive({ ...special, startDate: null }, '2026-11-15')).toBe(false);
    expect(isWebSpecialActive({ ...special, endDate: null }, '2026-11-15')).toBe(false);
  });

  it('keeps the order of the ones showing and does not change the input', () => {
    const list: WebSpecial[] = [
      { description: 'a', startDate: '2026-11-01', endDate: '2026-11-30' },
      { description: 'b', startDate: '2026-12-01', endDate: '2026-12-31' },
      { description: 'c', startDate: '2026-10-01', endDate: '2026-11-01' },
    ];
    const copy = structuredClone(list);
    expect(activeWebSpecials(list, '2026-11-01').map((s) => s.description)).toEqual(['a', 'c']);
    expect(list).toEqual(copy);
  });
});

function homeSpecial(overrides: Partial<HomePageSpecial> = {}): HomePageSpecial {
  return {
    title: 'Winter deal',
    description: '',
    details: '',
    image: null,
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    properties: [],
    ...overrides,
  };
}

describe('home-page specials: current when the start is reached and the end not passed (docs/product.md#cards-and-media)', () => {
  it.each<[string, Partial<HomePageSpecial>, string | Date, boolean]>([
    ['before the start', {}, '2026-10-31', false],
    ['on the start day', {}, '2026-11-01', true],
    ['on the end day', {}, '2026-11-30', true],
    ['after the end', {}, '2026-12-01', false],
    ['23:30 local on the end day', {}, new Date('2026-12-01T04:30:00Z'), true],
    ['no end date: open-ended', { endDate: null }, '2030-01-01', true],
    ['no end date, before the start', { endDate: null }, '2026-10-31', false],
    ['no start date: started', { startDate: null }, '2020-01-01', true],
    ['empty start text: started', { startDate: '' }, '2026-11-10', true],
    ['malformed start', { startDate: '11/01/2026' }, '2026-11-10', false],
    ['malformed end', { endDate: 'never' }, '2026-11-10', false],
  ])('%s', (_case, overrides, now, current) => {
    expect(isHomePageSpecialCurrent(homeSpecial(overrides), now)).toBe(current);
  });

  it('the home page offers every current one, in order', () => {
    const list = [
      homeSpecial({ title: 'past', startDate: '2026-01-01', endDate: '2026-01-31' }),
      homeSpecial({ title: 'now-a' }),
      homeSpecial({ title: 'future', startDate: '2027-01-01', endDate: null }),
      homeSpecial({ title: 'now-b', endDate: null }),
    ];
    expect(currentHomePageSpecials(list, '2026-11-30').map((s) => s.title)).toEqual(['now-a', 'now-b']);
  });
});

describe('home-page specials on a community page', () => {
  it.each([
    ['Maple Court, Oak Flats', ['Maple Court', 'Oak Flats']],
    ['  Maple Court ,, Oak Flats , ', ['Maple Court', 'Oak Flats']],
    ['', []],
    [null, []],
  ])('parseSpecialProperties(%j)', (text, list) => {
    expect(parseSpecialProperties(text)).toEqual(list);
  });

  const maple = { id: 'maple-court', name: 'Maple Court' };
  it.each<[string[], boolean]>([
    [['Maple Court'], true],
    [['maple court'], true],
    [['  MAPLE COURT  '], true],
    [['maple-court'], true],
    [['Oak Flats', 'Maple Court'], true],
    [['Oak Flats'], false],
    [['Maple'], false],
    [[], false],
    [[''], false],
  ])('properties %j names Maple Court: %s', (properties, named) => {
    expect(specialNamesCommunity({ properties }, maple)).toBe(named);
  });

  it('offers only current specials naming the community', () => {
    const list = [
      homeSpecial({ title: 'maple', properties: ['Maple Court'] }),
      homeSpecial({ title: 'oak', properties: ['Oak Flats'] }),
      homeSpecial({ title: 'maple-past', properties: ['maple-court'], endDate: '2026-10-01' }),
      homeSpecial({ title: 'everyone?', properties: [] }),
    ];
    expect(communityHomePageSpecials(list, maple, '2026-11-15').map((s) => s.title)).toEqual(['maple']);
  });
});
