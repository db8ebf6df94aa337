import { NO_MATCHES_TEXT, resultCountText, searchFloorplans, searchShortTermFloorplans, searchUnits } from './listing-search';
import { listedFloorplans, unitListings } from './listing-rules';
import { parseListingSearch, parseShortTermSearch } from './search-params';
import {
  makeFloorplan,
  makeListedProperty,
  makeShortTermFloorplan,
  makeUnit,
} from '@/test/listing-factories';

const properties = [
  makeListedProperty({
    id: 'maple',
    name: 'Maple Court',
    floorplans: [
      makeFloorplan({ id: 'a', bedroom: 1, units: [makeUnit({ id: 'a1', rent: 1200, moveInDate: '2026-11-01' })] }),
      makeFloorplan({ id: 'b', bedroom: 2, featured: true, units: [makeUnit({ id: 'b1', rent: 1500, moveInDate: '2026-11-10' })] }),
      makeFloorplan({ id: 'c', bedroom: 2, units: [makeUnit({ id: 'c1', rent: 1300, moveInDate: '2027-02-01' })] }),
    ],
  }),
  makeListedProperty({ id: 'lot', name: 'Maple Garage', floorplans: [makeFloorplan({ id: 'g', units: [makeUnit()] })] }),
];

describe('a whole search from the URL', () => {
  const listed = listedFloorplans(properties);
  it.each([
    ['', ['b', 'a']],
    ['sort=priceAsc', ['a', 'b']],
    ['availability=all&sort=priceDesc', ['b', 'c', 'a']],
    ['availability=all&bedroom=2', ['b', 'c']],
    ['availability=2027-02', ['c']],
    ['bedroom=3', []],
  ])('%j → %j', (query, ids) => {
    const search = parseListingSearch(query, '2026-11-15');
    expect(searchFloorplans(listed, search, '2026-11-15').map((fp) => fp.id)).toEqual(ids);
  });

  it('units', () => {
    const units = unitListings(listed, '2026-11-15');
    const search = parseListingSearch('availability=all&sort=priceDesc', '2026-11-15');
    expect(searchUnits(units, search, '2026-11-15').map((u) => u.id)).toEqual(['b1', 'c1', 'a1']);
  });

  it('short-term', () => {
    const list = [
      makeShortTermFloorplan({ id: 'x', bedroom: 1, priceFor5To13Days: 90 }),
      makeShortTermFloorplan({ id: 'y', bedroom: 0, priceFor5To13Days: 80 }),
      makeShortTermFloorplan({ id: 'z', bedroom: 1, priceFor5To13Days: 70 }),
    ];
    expect(searchShortTermFloorplans(list, parseShortTermSearch('bedroom=1')).map((fp) => fp.id)).toEqual(['z', 'x']);
  });

  it('result texts (docs/product.md#cards-and-media)', () => {
    expect(resultCountText(12)).toBe('Total: 12 Results');
    expect(resultCountText(0)).toBe('Total: 0 Results');
    expect(NO_MATCHES_TEXT).toBe('No matches found...');
  });
});
