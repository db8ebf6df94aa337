import {
  DEFAULT_SUBLET_SEARCH,
  clearedSubletSearch,
  parseSubletSearch,
  removeSubletPill,
  searchSublets,
  serializeSubletSearch,
  subletMatches,
  subletSearchPills,
  type SearchableSublet,
  type SubletSearch,
} from './sublet-search';

const sublet = (overrides: Partial<SearchableSublet> & { id?: string } = {}): SearchableSublet & { id: string } => ({
  id: 'a',
  bedroom: 3,
  availableBedrooms: 1,
  rent: 650,
  availableFrom: '2027-05-01',
  availableTo: '2027-08-15',
  petsAllowed: false,
  utilitiesIncluded: true,
  createdDate: '2027-03-01T12:00:00.000Z',
  ...overrides,
});

const search = (overrides: Partial<SubletSearch> = {}): SubletSearch => ({ ...DEFAULT_SUBLET_SEARCH, ...overrides });

describe('parseSubletSearch: what a URL asks for', () => {
  it.each<[string, Partial<SubletSearch>]>([
    ['', {}],
    ['bedroom=2,1&bedroom=1', { bedrooms: [1, 2] }],
    ['bedroom=0', { bedrooms: [0] }],
    ['bedroom=two,-1,99', {}],
    ['rent=400-900', { rent: { min: 400, max: 900 } }],
    ['rent=$1,200 – $500', { rent: { min: 500, max: 1200 } }],
    ['rent=cheap', {}],
    ['from=2027-05-01&to=2027-08-15', { moveIn: '2027-05-01', moveOut: '2027-08-15' }],
    // Written the wrong way round: the stay is the same.
    ['from=2027-08-15&to=2027-05-01', { moveIn: '2027-05-01', moveOut: '2027-08-15' }],
    ['from=2027-02-30&to=soon', {}],
    ['to=2027-08-15', { moveOut: '2027-08-15' }],
    ['pets=allowed&utilities=included', { petsAllowed: true, utilitiesIncluded: true }],
    ['pets=YES&utilities=on', { petsAllowed: true, utilitiesIncluded: true }],
    ['pets=no&utilities=', {}],
    ['sort=pricedesc', { sort: 'priceDesc' }],
    ['sort=featured', {}],
    ['amp;sort=priceAsc&amp;amp;pets=allowed', { sort: 'priceAsc', petsAllowed: true }],
  ])('%s', (query, expected) => {
    expect(parseSubletSearch(query)).toEqual(search(expected));
  });
});

describe('serializeSubletSearch: the canonical query', () => {
  it.each<[Partial<SubletSearch>, string]>([
    [{}, ''],
    [{ bedrooms: [2, 1, 2] }, 'bedroom=1,2'],
    [{ rent: { min: 0, max: 4000 } }, ''],
    [{ rent: { min: 900, max: 400 } }, 'rent=400-900'],
    [{ moveIn: '2027-08-15', moveOut: '2027-05-01' }, 'from=2027-05-01&to=2027-08-15'],
    [{ moveIn: 'soon' }, ''],
    [{ petsAllowed: true, utilitiesIncluded: true, sort: 'availabilityAsc' }, 'pets=allowed&utilities=included&sort=availabilityAsc'],
    [
      { bedrooms: [1], rent: { min: 500, max: 1000 }, moveIn: '2027-05-01', sort: 'priceAsc' },
      'bedroom=1&rent=500-1000&from=2027-05-01&sort=priceAsc',
    ],
  ])('%j → %s', (overrides, query) => {
    expect(serializeSubletSearch(search(overrides))).toBe(query);
  });

  it('gives back the search it reads', () => {
    const query = 'bedroom=0,2&rent=500-1000&from=2027-05-01&to=2027-08-15&pets=allowed&utilities=included&sort=priceDesc';
    expect(serializeSubletSearch(parseSubletSearch(query))).toBe(query);
  });
});

describe('subletMatches: filters combine by AND', () => {
  // The sublet: 1 of 3 bedrooms, $650, free May 1 to Aug 15 2027, no pets, utilities included.
  it.each<[string, Partial<SubletSearch>, boolean]>([
    ['no filter', {}, true],
    ['1 bedroom', { bedrooms: [1] }, true],
    ['2 or 3 bedrooms', { bedrooms: [2, 3] }, false],
    ['the rent within the range', { rent: { min: 600, max: 700 } }, true],
    ['the rent at the range’s end', { rent: { min: 650, max: 650 } }, true],
    ['the rent above the range', { rent: { min: 0, max: 600 } }, false],
    ['a stay within its dates', { moveIn: '2027-05-10', moveOut: '2027-08-01' }, true],
    ['a stay of exactly its dates', { moveIn: '2027-05-01', moveOut: '2027-08-15' }, true],
    ['a stay starting before it is free', { moveIn: '2027-04-30', moveOut: '2027-08-01' }, false],
    ['a stay ending after it is free', { moveIn: '2027-05-10', moveOut: '2027-08-16' }, false],
    ['a move-in day alone, within', { moveIn: '2027-08-15' }, true],
    ['a move-in day alone, after', { moveIn: '2027-08-16' }, false],
    ['a move-out day alone, within', { moveOut: '2027-05-01' }, true],
    ['a move-out day alone, before', { moveOut: '2027-04-30' }, false],
    ['pets allowed', { petsAllowed: true }, false],
    ['utilities included', { utilitiesIncluded: true }, true],
    ['every filter it passes', { bedrooms: [1], rent: { min: 500, max: 4000 }, moveIn: '2027-06-01', utilitiesIncluded: true }, true],
  ])('%s', (_, overrides, expected) => {
    expect(subletMatches(sublet(), search(overrides))).toBe(expected);
  });

  it('counts a studio as 0 bedrooms, whatever its available bedrooms say', () => {
    expect(subletMatches(sublet({ bedroom: 0, availableBedrooms: 1 }), search({ bedrooms: [0] }))).toBe(true);
    expect(subletMatches(sublet({ bedroom: 0, availableBedrooms: 1 }), search({ bedrooms: [1] }))).toBe(false);
  });

  it('keeps a rent above the slider’s end in a range up to its end ("$4,000+")', () => {
    expect(subletMatches(sublet({ rent: 5200 }), search({ rent: { min: 3000, max: 4000 } }))).toBe(true);
  });
});

describe('searchSublets: the order', () => {
  const board = [
    sublet({ id: 'old-cheap', rent: 500, availableFrom: '2027-06-01', createdDate: '2027-01-01T00:00:00Z' }),
    sublet({ id: 'new-dear', rent: 900, availableFrom: '2027-05-15', createdDate: '2027-03-01T00:00:00Z' }),
    sublet({ id: 'mid-cheap', rent: 500, availableFrom: '2027-05-01', createdDate: '2027-02-01T00:00:00Z' }),
  ];
  it.each<[SubletSearch['sort'], string[]]>([
    ['newest', ['new-dear', 'mid-cheap', 'old-cheap']],
    // Equal rents: the newer first.
    ['priceAsc', ['mid-cheap', 'old-cheap', 'new-dear']],
    ['priceDesc', ['new-dear', 'mid-cheap', 'old-cheap']],
    ['availabilityAsc', ['mid-cheap', 'new-dear', 'old-cheap']],
  ])('%s', (sort, ids) => {
    expect(searchSublets(board, search({ sort })).map((s) => s.id)).toEqual(ids);
  });

  it('filters before it sorts', () => {
    expect(searchSublets(board, search({ rent: { min: 0, max: 600 }, sort: 'priceDesc' })).map((s) => s.id)).toEqual([
      'mid-cheap',
      'old-cheap',
    ]);
  });
});

describe('pills', () => {
  const full = search({
    bedrooms: [0, 2],
    rent: { min: 500, max: 4000 },
    moveIn: '2027-05-01',
    moveOut: '2027-08-15',
    petsAllowed: true,
    utilitiesIncluded: true,
    sort: 'priceAsc',
  });

  it('one per filter, in order, with labels; the sort has none', () => {
    expect(subletSearchPills(full).map((pill) => pill.label)).toEqual([
      'Studio',
      '2 Beds',
      '$500 - $4,000+',
      'Move in May 01, 2027',
      'Move out Aug 15, 2027',
      'Pets allowed',
      'Utilities included',
    ]);
    expect(subletSearchPills(search({ sort: 'priceDesc' }))).toEqual([]);
  });

  it('removing each pill undoes its filter alone', () => {
    for (const pill of subletSearchPills(full)) {
      const after = removeSubletPill(full, pill);
      expect(subletSearchPills(after).map((p) => p.id)).toEqual(
        subletSearchPills(full)
          .map((p) => p.id)
          .filter((id) => id !== pill.id),
      );
      expect(after.sort).toBe('priceAsc');
    }
  });

  it('clearing keeps the sort only', () => {
    expect(clearedSubletSearch(full)).toEqual(search({ sort: 'priceAsc' }));
    expect(serializeSubletSearch(clearedSubletSearch(full))).toBe('sort=priceAsc');
  });
});
