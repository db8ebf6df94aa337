import { filterFloorplans } from './listing-filters';
import { listedFloorplans } from './listing-rules';
import { parseListingSearch, serializeListingSearch } from './search-params';
import { widerSearches } from './wider-searches';
import { makeFloorplan, makeListedProperty, makeUnit } from '@/test/listing-factories';

const today = '2026-11-15';
// A college town in November: one plan free now, three from August.
const listed = listedFloorplans([
  makeListedProperty({
    id: 'maple',
    floorplans: [
      makeFloorplan({ id: 'a', bedroom: 1, units: [makeUnit({ id: 'a1', rent: 900, moveInDate: '2026-11-01' })] }),
      makeFloorplan({ id: 'b', bedroom: 2, units: [makeUnit({ id: 'b1', rent: 1500, moveInDate: '2027-08-01' })] }),
      makeFloorplan({ id: 'c', bedroom: 2, units: [makeUnit({ id: 'c1', rent: 1300, moveInDate: '2027-08-01' })] }),
      makeFloorplan({ id: 'd', bedroom: 3, units: [makeUnit({ id: 'd1', rent: 2100, moveInDate: '2027-08-01' })] }),
    ],
  }),
]);
const count = (search: Parameters<typeof filterFloorplans>[1]) => filterFloorplans(listed, search, today).length;

describe('widerSearches: what an empty floor plan search offers (docs/product.md#search-filters-and-sort)', () => {
  test.each([
    // nothing with 2 bedrooms free now: any date finds 2; without filters 4
    [
      'bedroom=2',
      [
        ['bedroom=2&availability=all', 'Show all move-in dates (2 floor plans)'],
        ['availability=all', 'Clear all filters (4 floor plans)'],
      ],
    ],
    // a month with nothing: any date finds the one 3-bedroom plan; no filter finds more
    [
      'bedroom=3&availability=2026-12&sort=priceAsc',
      [
        ['bedroom=3&availability=all&sort=priceAsc', 'Show all move-in dates (1 floor plan)'],
        ['availability=all&sort=priceAsc', 'Clear all filters (4 floor plans)'],
      ],
    ],
    // any date already: only clearing the filters helps
    ['bedroom=5&availability=all', [['availability=all', 'Clear all filters (4 floor plans)']]],
    // any date finds nothing, clearing does
    ['bedroom=5', [['availability=all', 'Clear all filters (4 floor plans)']]],
    // the rent range is a filter too
    ['rent=0-500', [['availability=all', 'Clear all filters (4 floor plans)']]],
    // only the availability: any date is all there is to offer
    ['availability=2026-12', [['availability=all', 'Show all move-in dates (4 floor plans)']]],
    // clearing the filters would find no more than any date: not offered twice
    ['bedroom=1,2,3&availability=2026-12', [['bedroom=1,2,3&availability=all', 'Show all move-in dates (4 floor plans)']]],
  ])('%j', (query, offered) => {
    const search = parseListingSearch(query, today);
    const wider = widerSearches(search, count, 'floor plan');
    expect(wider.map((w) => [serializeListingSearch(w.search), w.label])).toEqual(offered);
    for (const w of wider) expect(count(w.search)).toBe(w.count);
  });

  test('nothing listed at all: nothing to offer', () => {
    expect(widerSearches(parseListingSearch('bedroom=2', today), () => 0, 'unit')).toEqual([]);
  });

  test('units are counted as units', () => {
    expect(widerSearches(parseListingSearch('', today), () => 1, 'unit').map((w) => w.label)).toEqual(['Show all move-in dates (1 unit)']);
  });
});
