import {
  SHORT_TERM_SORT_OPTIONS,
  SORT_OPTIONS,
  sortByKey,
  sortFloorplans,
  sortShortTermFloorplans,
  sortUnits,
  type ShortTermSortOption,
  type SortOption,
} from './listing-sort';
import { makeListedFloorplan, makeShortTermFloorplan, makeUnit, makeUnitListing } from '@/test/listing-factories';

// id: featured / bedroom / minRate / earliest move-in (null: none)
const floorplans = [
  makeListedFloorplan({
    id: 'A',
    featured: false,
    bedroom: 2,
    units: [makeUnit({ rent: 1200, moveInDate: '2027-01-01' }), makeUnit({ rent: 1100, moveInDate: '2026-12-01' })],
  }),
  makeListedFloorplan({ id: 'B', featured: true, bedroom: 1, units: [makeUnit({ rent: 900, moveInDate: '2027-02-01' })] }),
  makeListedFloorplan({ id: 'C', featured: false, bedroom: 2, units: [] }),
  makeListedFloorplan({ id: 'D', featured: true, bedroom: 0, units: [makeUnit({ rent: 1100, moveInDate: '2026-12-01' })] }),
  makeListedFloorplan({
    id: 'E',
    featured: false,
    bedroom: 1,
    units: [makeUnit({ rent: 700, moveInDate: '2026-10-01', active: false }), makeUnit({ rent: 1500, moveInDate: null })],
  }),
];

describe('the seven sorts (docs/product.md), stable, nulls last, input untouched', () => {
  it.each<[SortOption, string[]]>([
    ['featured', ['B', 'D', 'A', 'C', 'E']],
    ['priceAsc', ['B', 'A', 'D', 'E', 'C']],
    ['priceDesc', ['E', 'A', 'D', 'B', 'C']],
    ['bedroomsAsc', ['D', 'B', 'E', 'A', 'C']],
    ['bedroomsDesc', ['A', 'C', 'B', 'E', 'D']],
    ['availabilityAsc', ['A', 'D', 'B', 'C', 'E']],
    ['availabilityDesc', ['B', 'A', 'D', 'C', 'E']],
  ])('%s', (sort, ids) => {
    const copy = structuredClone(floorplans);
    const sorted = sortFloorplans(floorplans, sort);
    expect(sorted.map((fp) => fp.id)).toEqual(ids);
    expect(sorted).not.toBe(floorplans);
    expect(floorplans).toEqual(copy);
  });

  it('inactive units do not set minRate or the move-in date', () => {
    // E's inactive unit (700, 2026-10-01) would otherwise sort it first.
    expect(sortFloorplans(floorplans, 'priceAsc')[0]!.id).toBe('B');
    expect(sortFloorplans(floorplans, 'availabilityAsc').at(-1)!.id).toBe('E');
  });

  it('is stable for every option on a list of equal items', () => {
    const same = ['p', 'q', 'r', 's'].map((id) => makeListedFloorplan({ id, units: [makeUnit()] }));
    for (const sort of SORT_OPTIONS) {
      expect(sortFloorplans(same, sort).map((fp) => fp.id)).toEqual(['p', 'q', 'r', 's']);
    }
  });
});

describe('unit sorts: price is the rent, availability the move-in date', () => {
  const units = [
    makeUnitListing({ id: 'a', rent: 1200, bedroom: 1, featured: false, moveInDate: '2027-01-05' }),
    makeUnitListing({ id: 'b', rent: null, bedroom: 2, featured: true, moveInDate: null }),
    makeUnitListing({ id: 'c', rent: 900, bedroom: 1, featured: true, moveInDate: '2026-11-01' }),
    makeUnitListing({ id: 'd', rent: 1200, bedroom: 0, featured: false, moveInDate: '2027-01-05' }),
  ];
  it.each<[SortOption, string[]]>([
    ['featured', ['b', 'c', 'a', 'd']],
    ['priceAsc', ['c', 'a', 'd', 'b']],
    ['priceDesc', ['a', 'd', 'c', 'b']],
    ['bedroomsAsc', ['d', 'a', 'c', 'b']],
    ['bedroomsDesc', ['b', 'a', 'c', 'd']],
    ['availabilityAsc', ['c', 'a', 'd', 'b']],
    ['availabilityDesc', ['a', 'd', 'c', 'b']],
  ])('%s', (sort, ids) => {
    expect(sortUnits(units, sort).map((u) => u.id)).toEqual(ids);
  });
});

describe('short-term sorts: price by the 5-13 day rate, bedrooms', () => {
  const list = [
    makeShortTermFloorplan({ id: 'a', bedroom: 1, priceFor5To13Days: 110, priceFor2To4Days: 10 }),
    makeShortTermFloorplan({ id: 'b', bedroom: 0, priceFor5To13Days: 'Call us' }),
    makeShortTermFloorplan({ id: 'c', bedroom: 2, priceFor5To13Days: '95' }),
    makeShortTermFloorplan({ id: 'd', bedroom: 1, priceFor5To13Days: 0 }),
    makeShortTermFloorplan({ id: 'e', bedroom: 0, priceFor5To13Days: 110 }),
  ];
  it.each<[ShortTermSortOption, string[]]>([
    ['priceAsc', ['c', 'a', 'e', 'b', 'd']],
    ['priceDesc', ['a', 'e', 'c', 'b', 'd']],
    ['bedroomsAsc', ['b', 'e', 'a', 'd', 'c']],
    ['bedroomsDesc', ['c', 'a', 'd', 'b', 'e']],
  ])('%s', (sort, ids) => {
    const copy = structuredClone(list);
    expect(sortShortTermFloorplans(list, sort).map((fp) => fp.id)).toEqual(ids);
    expect(list).toEqual(copy);
  });

  it('knows exactly four options', () => {
    expect(SHORT_TERM_SORT_OPTIONS).toEqual(['priceAsc', 'priceDesc', 'bedroomsAsc', 'bedroomsDesc']);
  });
});

describe('sortByKey', () => {
  it.each<['asc' | 'desc', string[]]>([
    ['asc', ['x1', 'y1', 'x2', 'y2', 'n1', 'n2']],
    ['desc', ['x2', 'y2', 'x1', 'y1', 'n1', 'n2']],
  ])('%s: ties keep input order, nulls last', (direction, ids) => {
    const items = [
      { id: 'n1', key: null },
      { id: 'x2', key: 2 },
      { id: 'x1', key: 1 },
      { id: 'y2', key: 2 },
      { id: 'n2', key: null },
      { id: 'y1', key: 1 },
    ];
    expect(sortByKey(items, (item) => item.key, direction).map((item) => item.id)).toEqual(ids);
  });
});
