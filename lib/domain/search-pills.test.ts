import { DEFAULT_LISTING_SEARCH, type ListingSearch } from './search-params';
import { removePill, rentRangeLabel, searchPills } from './search-pills';

const communities = [
  { id: 'maple', name: 'Maple Court' },
  { id: 'oak', name: 'Oak Flats' },
];

const search: ListingSearch = {
  bedrooms: [0, 2],
  styles: ['TOWN_HOME'],
  communities: ['oak', 'gone'],
  rent: { min: 500, max: 1500 },
  availability: '2026-12',
  sort: 'priceAsc',
};

describe('pills: one per filter value, the price pill when the range is not full', () => {
  it('lists them in order with labels', () => {
    expect(searchPills(search, communities).map(({ id, label }) => [id, label])).toEqual([
      ['bedroom:0', 'Studio'],
      ['bedroom:2', '2 Beds'],
      ['style:TOWN_HOME', 'Town Home'],
      ['community:oak', 'Oak Flats'],
      ['community:gone', 'gone'],
      ['rent:500-1500', '$500 - $1,500'],
      ['availability:2026-12', 'December 2026'],
    ]);
  });

  it.each<[Partial<ListingSearch>, string[]]>([
    [{}, ['availability:now']],
    [{ availability: 'all' }, []],
    [{ availability: 'all', rent: { min: 0, max: 4000 } }, []],
    [{ availability: 'all', rent: { min: 0, max: 3999 } }, ['rent:0-3999']],
    [{ availability: 'all', rent: { min: 1, max: 4000 } }, ['rent:1-4000']],
  ])('%j → %j', (overrides, ids) => {
    expect(searchPills({ ...DEFAULT_LISTING_SEARCH, ...overrides }).map((p) => p.id)).toEqual(ids);
  });

  it('rent labels', () => {
    expect(rentRangeLabel({ min: 1000, max: 4000 })).toBe('$1,000 - $4,000+');
    expect(rentRangeLabel({ min: 0, max: 850 })).toBe('$0 - $850');
  });
});

describe('removing a pill undoes that filter value', () => {
  const pills = searchPills(search, communities);
  const byId = (id: string) => pills.find((p) => p.id === id)!;

  it.each<[string, Partial<ListingSearch>]>([
    ['bedroom:0', { bedrooms: [2] }],
    ['bedroom:2', { bedrooms: [0] }],
    ['style:TOWN_HOME', { styles: [] }],
    ['community:oak', { communities: ['gone'] }],
    ['rent:500-1500', { rent: { min: 0, max: 4000 } }],
    ['availability:2026-12', { availability: 'all' }],
  ])('%s', (id, change) => {
    const copy = structuredClone(search);
    expect(removePill(search, byId(id))).toEqual({ ...search, ...change });
    expect(search).toEqual(copy);
  });

  it('removing every pill leaves no pill', () => {
    let state: ListingSearch = search;
    for (const pill of pills) state = removePill(state, pill);
    expect(searchPills(state)).toEqual([]);
    expect(state.sort).toBe('priceAsc');
  });

  it('works on the short-term search (bedroom and style only)', () => {
    const shortTerm = { bedrooms: [1], styles: ['STUDIO' as const], sort: 'priceDesc' as const };
    const shortPills = searchPills(shortTerm);
    expect(shortPills.map((p) => p.label)).toEqual(['1 Bed', 'Studio']);
    expect(removePill(shortTerm, shortPills[0]!)).toEqual({ bedrooms: [], styles: ['STUDIO'], sort: 'priceDesc' });
  });
});
