import {
  DEFAULT_FILTERS,
  filterFloorplans,
  filterShortTermFloorplans,
  filterUnits,
  floorplanMatchesFilters,
  floorplanMatchesRent,
  isRentInRange,
  toggleValue,
  unitMatchesRent,
  type ListingFilters,
} from './listing-filters';
import {
  makeListedFloorplan,
  makeProperty,
  makeShortTermFloorplan,
  makeUnit,
  makeUnitListing,
} from '@/test/listing-factories';

const TODAY = '2026-11-15';
const ALL: ListingFilters = { ...DEFAULT_FILTERS, availability: 'all' };

const maple = makeProperty({ id: 'maple', name: 'Maple Court' });
const oak = makeProperty({ id: 'oak', name: 'Oak Flats' });

const studio = makeListedFloorplan({
  id: 'studio',
  bedroom: 0,
  style: 'STUDIO',
  property: maple,
  units: [makeUnit({ rent: 800, moveInDate: '2026-11-01' })],
});
const twoBed = makeListedFloorplan({
  id: 'two',
  bedroom: 2,
  style: 'APARTMENT',
  property: oak,
  units: [
    makeUnit({ id: 'a', rent: 1000, moveInDate: '2027-01-10' }),
    makeUnit({ id: 'b', rent: 1600, moveInDate: '2027-03-01' }),
  ],
});
const townHome = makeListedFloorplan({
  id: 'town',
  bedroom: 3,
  style: 'TOWN_HOME',
  property: maple,
  specialRent: 1450,
  specialRentStartDate: '2026-11-01',
  specialRentEndDate: '2026-11-30',
  units: [makeUnit({ rent: 4500, moveInDate: '2026-12-01', availabilityExtensionMonths: 1 })],
});
const floorplans = [studio, twoBed, townHome];

describe('filters combine by AND, values within one filter by OR (docs/product.md)', () => {
  it.each<[string, Partial<ListingFilters>, string[]]>([
    ['nothing set (availability all)', {}, ['studio', 'two', 'town']],
    ['default availability: now', { availability: 'now' }, ['studio']],
    ['one bedroom value', { bedrooms: [2] }, ['two']],
    ['two bedroom values (OR)', { bedrooms: [0, 3] }, ['studio', 'town']],
    ['a bedroom value nobody has', { bedrooms: [5] }, []],
    ['style', { styles: ['TOWN_HOME', 'STUDIO'] }, ['studio', 'town']],
    ['community', { communities: ['oak'] }, ['two']],
    ['bedroom AND community', { bedrooms: [0, 2], communities: ['maple'] }, ['studio']],
    ['bedroom AND style with no overlap', { bedrooms: [2], styles: ['STUDIO'] }, []],
    ['month: January 2027 (a move-in month and an extension month)', { availability: '2027-01' }, ['two', 'town']],
    ['month: February 2027 (past the extension)', { availability: '2027-02' }, []],
    ['month: December 2026 (move-in month)', { availability: '2026-12' }, ['town']],
    ['month: January 2027 also matches the extension month', { availability: '2027-01', bedrooms: [3] }, ['town']],
    ['current month: units available now and moving in this month', { availability: '2026-11' }, ['studio']],
    ['rent 900-1100: a unit rent in range', { rent: { min: 900, max: 1100 } }, ['two']],
    ['rent 1500-1700: a non-minimum unit rent in range', { rent: { min: 1500, max: 1700 } }, ['two']],
    ['rent 1400-1500: the active special rent in range', { rent: { min: 1400, max: 1500 } }, ['town']],
    ['rent 0-850', { rent: { min: 0, max: 850 } }, ['studio']],
    ['rent 3000-4000: 4000 is open-ended', { rent: { min: 3000, max: 4000 } }, ['town']],
    ['rent and availability', { rent: { min: 700, max: 1200 }, availability: 'now' }, ['studio']],
  ])('%s', (_case, overrides, ids) => {
    const result = filterFloorplans(floorplans, { ...ALL, ...overrides }, TODAY);
    expect(result.map((fp) => fp.id)).toEqual(ids);
  });

  it('the special rent counts only while active', () => {
    const filters = { ...ALL, rent: { min: 1400, max: 1500 } };
    expect(floorplanMatchesFilters(townHome, filters, '2026-11-30')).toBe(true);
    expect(floorplanMatchesFilters(townHome, filters, '2026-12-01')).toBe(false);
    expect(floorplanMatchesFilters(townHome, filters, new Date('2026-12-01T04:30:00Z'))).toBe(true);
  });

  it('returns a new array and leaves the input alone', () => {
    const copy = structuredClone(floorplans);
    const result = filterFloorplans(floorplans, ALL, TODAY);
    expect(result).not.toBe(floorplans);
    expect(floorplans).toEqual(copy);
  });
});

describe('the rent range', () => {
  it.each<[number | null, number, number, boolean]>([
    [1000, 1000, 2000, true],
    [2000, 1000, 2000, true],
    [999, 1000, 2000, false],
    [2001, 1000, 2000, false],
    [5000, 1000, 4000, true],
    [5000, 0, 4000, true],
    [null, 0, 4000, true],
    [null, 500, 4000, false],
    [50, 0, 100, true],
  ])('%j in %d-%d: %s', (amount, min, max, inside) => {
    expect(isRentInRange(amount, { min, max })).toBe(inside);
  });

  it('a floor plan without rent passes only the full range', () => {
    const noRent = makeListedFloorplan({ units: [] });
    expect(floorplanMatchesRent(noRent, { min: 0, max: 4000 }, TODAY)).toBe(true);
    expect(floorplanMatchesRent(noRent, { min: 0, max: 3999 }, TODAY)).toBe(false);
  });

  it('a unit passes on its rent or its active special', () => {
    const unit = makeUnitListing({
      rent: 1300,
      specialRent: 1150,
      specialRentStartDate: '2026-11-01',
      specialRentEndDate: '2026-11-30',
    });
    expect(unitMatchesRent(unit, { min: 1100, max: 1200 }, '2026-11-30')).toBe(true);
    expect(unitMatchesRent(unit, { min: 1100, max: 1200 }, '2026-12-01')).toBe(false);
    expect(unitMatchesRent(unit, { min: 1250, max: 1350 }, '2026-12-01')).toBe(true);
  });
});

describe('unit filters', () => {
  const units = [
    makeUnitListing({ id: 'now', bedroom: 1, moveInDate: '2026-11-15' }),
    makeUnitListing({ id: 'tomorrow', bedroom: 1, moveInDate: '2026-11-16' }),
    makeUnitListing({ id: 'jan', bedroom: 2, style: 'TOWN_HOME', moveInDate: '2027-01-02', availabilityExtensionMonths: 1 }),
  ];
  it.each<[Partial<ListingFilters>, string[]]>([
    [{ availability: 'now' }, ['now']],
    [{ availability: 'all' }, ['now', 'tomorrow', 'jan']],
    [{ availability: '2026-11' }, ['now', 'tomorrow']],
    [{ availability: '2027-02' }, ['jan']],
    [{ availability: 'all', styles: ['TOWN_HOME'] }, ['jan']],
    [{ availability: 'all', bedrooms: [1] }, ['now', 'tomorrow']],
  ])('%j', (overrides, ids) => {
    expect(filterUnits(units, { ...DEFAULT_FILTERS, ...overrides }, TODAY).map((u) => u.id)).toEqual(ids);
  });
});

describe('short-term filters: bedroom and style', () => {
  const list = [
    makeShortTermFloorplan({ id: 'a', bedroom: 0, style: 'STUDIO' }),
    makeShortTermFloorplan({ id: 'b', bedroom: 1, style: 'APARTMENT' }),
    makeShortTermFloorplan({ id: 'c', bedroom: 2, style: 'APARTMENT' }),
  ];
  it.each<[number[], ('STUDIO' | 'APARTMENT')[], string[]]>([
    [[], [], ['a', 'b', 'c']],
    [[1, 2], [], ['b', 'c']],
    [[], ['STUDIO'], ['a']],
    [[0, 1], ['APARTMENT'], ['b']],
  ])('bedrooms %j styles %j', (bedrooms, styles, ids) => {
    expect(filterShortTermFloorplans(list, { bedrooms, styles }).map((fp) => fp.id)).toEqual(ids);
  });
});

it('toggleValue adds or removes one value', () => {
  expect(toggleValue([1, 2], 3)).toEqual([1, 2, 3]);
  expect(toggleValue([1, 2], 1)).toEqual([2]);
});
