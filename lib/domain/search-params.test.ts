import {
  DEFAULT_LISTING_SEARCH,
  DEFAULT_SHORT_TERM_SEARCH,
  parseAvailability,
  parseListingSearch,
  parseRentRange,
  parseShortTermSearch,
  parseUnitSearch,
  serializeListingSearch,
  serializeShortTermSearch,
  serializeUnitSearch,
  withKnownCommunityIds,
  withQuery,
  type ListingSearch,
} from './search-params';

const TODAY = '2026-11-15';

describe('parsing the home search URL (docs/product.md#search-filters-and-sort)', () => {
  it('no parameters: the defaults (availability now, featured, full range)', () => {
    expect(parseListingSearch('', TODAY)).toEqual({
      bedrooms: [],
      styles: [],
      communities: [],
      rent: { min: 0, max: 4000 },
      availability: 'now',
      sort: 'featured',
    });
    expect(parseListingSearch('', TODAY)).toEqual(DEFAULT_LISTING_SEARCH);
  });

  it('reads every parameter', () => {
    expect(
      parseListingSearch(
        'bedroom=1,2&style=STUDIO,TOWN_HOME&community=maple,oak-flats&rent=500-1500&availability=2027-01&sort=priceDesc',
        TODAY,
      ),
    ).toEqual({
      bedrooms: [1, 2],
      styles: ['STUDIO', 'TOWN_HOME'],
      communities: ['maple', 'oak-flats'],
      rent: { min: 500, max: 1500 },
      availability: '2027-01',
      sort: 'priceDesc',
    });
  });

  it.each<[string, Partial<ListingSearch>]>([
    ['bedroom=2,x,1,,2,-1,1.5,99', { bedrooms: [1, 2] }],
    ['bedroom=0', { bedrooms: [0] }],
    ['style=studio,GARAGE,CASTLE,APARTMENT', { styles: ['STUDIO', 'APARTMENT', 'GARAGE'] }],
    ['style=TOWN_HOME,STUDIO', { styles: ['STUDIO', 'TOWN_HOME'] }],
    ['community=b,a,a,bad%20id,ok_1', { communities: ['a', 'b', 'ok_1'] }],
    ['sort=cheapest', { sort: 'featured' }],
    // What people and their tools do to a link's values: read as meant.
    ['sort=PRICEASC', { sort: 'priceAsc' }],
    ['sort=bedroomsdesc', { sort: 'bedroomsDesc' }],
    ['rent=500%E2%80%931500', { rent: { min: 500, max: 1500 } }],
    ['availability=2027-1', { availability: '2027-01' }],
    ['availability=2027/01', { availability: '2027-01' }],
    ['availability=%202026-11%20', { availability: '2026-11' }],
    ['availability=2027-001', { availability: 'now' }],
    ['availability=2027-0', { availability: 'now' }],
    ['availability=all', { availability: 'all' }],
    ['availability=NOW', { availability: 'now' }],
    ['availability=2026-11', { availability: '2026-11' }],
    ['availability=2027-11', { availability: '2027-11' }],
    ['availability=2027-12', { availability: 'now' }],
    ['availability=2026-10', { availability: 'now' }],
    ['availability=2026-13', { availability: 'now' }],
    ['availability=soon', { availability: 'now' }],
    ['bedroom=1&bedroom=3', { bedrooms: [1, 3] }],
    ['sort=priceAsc&sort=priceDesc', { sort: 'priceAsc' }],
    // A link whose `&` a mail or chat tool escaped (once, twice, in capitals): the same search.
    ['bedroom=1&amp;sort=priceAsc', { bedrooms: [1], sort: 'priceAsc' }],
    ['bedroom=1&amp;amp;style=STUDIO&AMP;rent=500-900', { bedrooms: [1], styles: ['STUDIO'], rent: { min: 500, max: 900 } }],
    ['bedroom=1&amp;bedroom=3', { bedrooms: [1, 3] }],
    ['ampsort=priceAsc&amp=1', {}],
  ])('tolerant: %s', (query, expected) => {
    expect(parseListingSearch(query, TODAY)).toEqual({ ...DEFAULT_LISTING_SEARCH, ...expected });
  });

  it.each<[string | undefined, { min: number; max: number }]>([
    ['500-1500', { min: 500, max: 1500 }],
    ['1500-500', { min: 500, max: 1500 }],
    ['0-4000', { min: 0, max: 4000 }],
    ['500-9000', { min: 500, max: 4000 }],
    ['5000-6000', { min: 4000, max: 4000 }],
    ['700-700', { min: 700, max: 700 }],
    ['-100-500', { min: 0, max: 4000 }],
    ['500.5-1000', { min: 0, max: 4000 }],
    // Dashes a word processor or phone keyboard writes: en dash, em dash, minus sign.
    ['500\u20131500', { min: 500, max: 1500 }],
    ['500\u20141500', { min: 500, max: 1500 }],
    ['500\u22121500', { min: 500, max: 1500 }],
    ['500 - 1500', { min: 500, max: 1500 }],
    ['$500-$1,500', { min: 500, max: 1500 }],
    ['1,000-2,500', { min: 1000, max: 2500 }],
    ['1,00-2000', { min: 0, max: 4000 }],
    ['500--1500', { min: 0, max: 4000 }],
    ['500~1500', { min: 0, max: 4000 }],
    ['500', { min: 0, max: 4000 }],
    ['abc', { min: 0, max: 4000 }],
    ['', { min: 0, max: 4000 }],
    [undefined, { min: 0, max: 4000 }],
  ])('rent %j → %j', (text, range) => {
    expect(parseRentRange(text)).toEqual(range);
  });

  it('accepts Next searchParams objects and URLSearchParams', () => {
    const fromObject = parseListingSearch({ bedroom: ['1', '2'], sort: 'bedroomsAsc', other: 'x' }, TODAY);
    expect(fromObject).toMatchObject({ bedrooms: [1, 2], sort: 'bedroomsAsc' });
    expect(parseListingSearch({ bedroom: '2', 'amp;sort': 'priceDesc', style: undefined }, TODAY)).toMatchObject({ bedrooms: [2], sort: 'priceDesc' });
    const fromParams = parseListingSearch(new URLSearchParams('style=STUDIO&rent=100-200'), TODAY);
    expect(fromParams).toMatchObject({ styles: ['STUDIO'], rent: { min: 100, max: 200 } });
  });

  it('the horizon follows the local day at a UTC month boundary', () => {
    // 03:00 UTC on Dec 1 is still Nov 30 in Indiana.
    expect(parseAvailability('2026-11', new Date('2026-12-01T03:00:00Z'))).toBe('2026-11');
    expect(parseAvailability('2026-11', new Date('2026-12-01T06:00:00Z'))).toBe('now');
  });

  it.each<[string[], string[]]>([
    [['kirkwood-commons'], ['kirkwood-commons']],
    [['Kirkwood-Commons', 'OAK'], ['kirkwood-commons', 'oak']],
    [['A1'], ['A1']],
    [['a1'], ['a1']],
    [['B7'], ['b7']],
    [['gone'], ['gone']],
    [['KIRKWOOD-COMMONS', 'kirkwood-commons'], ['kirkwood-commons']],
  ])('community ids %j, in any capitals, are the data\'s %j', (asked, expected) => {
    const search = { ...DEFAULT_LISTING_SEARCH, communities: asked };
    expect(withKnownCommunityIds(search, ['kirkwood-commons', 'oak', 'A1', 'a1', 'b7'])).toEqual({
      ...DEFAULT_LISTING_SEARCH,
      communities: expected,
    });
  });

  it('the units section ignores community', () => {
    expect(parseUnitSearch('community=maple&bedroom=1', TODAY)).toEqual({
      ...DEFAULT_LISTING_SEARCH,
      bedrooms: [1],
    });
  });
});

describe('serializing: defaults omitted, fixed order', () => {
  it('the default search is the empty query', () => {
    expect(serializeListingSearch(DEFAULT_LISTING_SEARCH)).toBe('');
  });

  it.each<[Partial<ListingSearch>, string]>([
    [{ bedrooms: [2, 1] }, 'bedroom=1,2'],
    [{ sort: 'priceAsc', bedrooms: [0] }, 'bedroom=0&sort=priceAsc'],
    [{ availability: 'all' }, 'availability=all'],
    [{ availability: '2027-01' }, 'availability=2027-01'],
    [{ rent: { min: 0, max: 4000 } }, ''],
    [{ rent: { min: 1500, max: 500 } }, 'rent=500-1500'],
    [{ rent: { min: 0, max: 2000 } }, 'rent=0-2000'],
    [{ communities: ['oak', 'maple', 'oak'] }, 'community=maple,oak'],
    [
      {
        sort: 'availabilityDesc',
        availability: 'all',
        rent: { min: 100, max: 900 },
        communities: ['maple'],
        styles: ['TOWN_HOME', 'STUDIO'],
        bedrooms: [3],
      },
      'bedroom=3&style=STUDIO,TOWN_HOME&community=maple&rent=100-900&availability=all&sort=availabilityDesc',
    ],
  ])('%j → %s', (overrides, query) => {
    expect(serializeListingSearch({ ...DEFAULT_LISTING_SEARCH, ...overrides })).toBe(query);
  });

  it('the units section never writes community', () => {
    expect(serializeUnitSearch({ ...DEFAULT_LISTING_SEARCH, communities: ['maple'], bedrooms: [1] })).toBe('bedroom=1');
  });

  it('withQuery adds "?" only when needed', () => {
    expect(withQuery('/', '')).toBe('/');
    expect(withQuery('/', 'bedroom=1')).toBe('/?bedroom=1');
  });
});

describe('URL round trips', () => {
  it.each([
    '',
    'bedroom=1,2',
    'style=STUDIO,DELUXE_APARTMENT',
    'community=maple,oak-flats',
    'rent=500-1500',
    'availability=all',
    'availability=2027-11',
    'sort=bedroomsDesc',
    'bedroom=0,4&style=SINGLE_FAMILY&community=a_1&rent=0-3999&availability=2026-11&sort=availabilityAsc',
  ])('canonical %j survives parse → serialize', (query) => {
    expect(serializeListingSearch(parseListingSearch(query, TODAY))).toBe(query);
  });

  it.each([
    ['bedroom=2,1,2&sort=featured&availability=now&rent=0-4000', 'bedroom=1,2'],
    ['rent=2000-100&style=townhome,STUDIO', 'style=STUDIO&rent=100-2000'],
    ['sort=featured&community=z,a', 'community=a,z'],
  ])('%j normalizes to %j', (query, canonical) => {
    expect(serializeListingSearch(parseListingSearch(query, TODAY))).toBe(canonical);
  });

  it('a state survives serialize → parse', () => {
    const search: ListingSearch = {
      bedrooms: [1, 3],
      styles: ['APARTMENT'],
      communities: ['maple'],
      rent: { min: 250, max: 1750 },
      availability: '2027-03',
      sort: 'priceAsc',
    };
    expect(parseListingSearch(serializeListingSearch(search), TODAY)).toEqual(search);
    expect(parseListingSearch(new URLSearchParams(serializeListingSearch(search)), TODAY)).toEqual(search);
  });
});

describe('/flexible-term: bedroom, style, four sorts (default priceAsc)', () => {
  it.each([
    ['', DEFAULT_SHORT_TERM_SEARCH],
    ['sort=priceDesc', { ...DEFAULT_SHORT_TERM_SEARCH, sort: 'priceDesc' }],
    ['sort=featured', DEFAULT_SHORT_TERM_SEARCH],
    ['sort=availabilityAsc', DEFAULT_SHORT_TERM_SEARCH],
    ['sort=PriceDesc', { ...DEFAULT_SHORT_TERM_SEARCH, sort: 'priceDesc' }],
    ['bedroom=1,0&style=STUDIO&community=x&rent=1-2', { bedrooms: [0, 1], styles: ['STUDIO'], sort: 'priceAsc' }],
  ])('parse %j', (query, expected) => {
    expect(parseShortTermSearch(query)).toEqual(expected);
  });

  it.each(['', 'sort=priceDesc', 'bedroom=0,1', 'bedroom=2&style=STUDIO,APARTMENT&sort=bedroomsAsc'])(
    'round trip %j',
    (query) => {
      expect(serializeShortTermSearch(parseShortTermSearch(query))).toBe(query);
    },
  );

  it('omits the default sort', () => {
    expect(serializeShortTermSearch({ bedrooms: [], styles: [], sort: 'priceAsc' })).toBe('');
  });
});
