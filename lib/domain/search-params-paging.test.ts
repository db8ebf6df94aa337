// The list page (`page`) beside the search, and the links the site writes into the search:
// lib/domain/search-params.ts. Its parsing and serializing tables are in search-params.test.ts.
import {
  DEFAULT_LISTING_SEARCH,
  communitySearchQuery,
  listCanonicalPath,
  parseListPage,
  parseListingSearch,
  serializeListingSearch,
  withListPage,
} from './search-params';

const TODAY = '2026-11-15';

describe('the list page: `page`, apart from the search', () => {
  it.each<[string, number]>([
    ['', 1],
    ['page=2', 2],
    ['page=3&bedroom=1', 3],
    ['bedroom=1&amp;page=3', 3],
    ['page=1', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=1e3', 1],
    ['page=%202%20', 2],
    ['page=9999999', 1],
    ['page=4&page=5', 4],
  ])('%j → page %d', (query, page) => {
    expect(parseListPage(query)).toBe(page);
  });

  it('is not part of the search: a search parsed from a paged URL serializes without it', () => {
    expect(serializeListingSearch(parseListingSearch('bedroom=1&page=3', TODAY))).toBe('bedroom=1');
  });

  it.each<[string, number, string]>([
    ['', 1, ''],
    ['', 2, 'page=2'],
    ['bedroom=1&sort=priceAsc', 3, 'bedroom=1&sort=priceAsc&page=3'],
    ['bedroom=1', 1, 'bedroom=1'],
  ])('query %j, page %d → %j', (query, page, expected) => {
    expect(withListPage(query, page)).toBe(expected);
    expect(parseListPage(expected)).toBe(page);
  });

  it.each<[string, string]>([
    ['', '/'],
    ['page=1', '/'],
    ['page=2', '/?page=2'],
    ['page=3&utm_source=mail', '/?page=3'],
    ['page=abc', '/'],
    ['bedroom=1&page=2', '/'],
    ['sort=priceAsc&page=2', '/'],
    ['bedroom=1', '/'],
  ])('the canonical path of /?%s is %j: a page of the unfiltered list names itself', (query, canonical) => {
    const search = serializeListingSearch(parseListingSearch(query, TODAY));
    expect(listCanonicalPath('/', search, parseListPage(query))).toBe(canonical);
  });
});

describe("a community's floor plans in the home search", () => {
  it('is the community filter with every availability, page 1', () => {
    expect(communitySearchQuery('kirkwood-commons')).toBe('community=kirkwood-commons&availability=all');
    expect(parseListingSearch(communitySearchQuery('kirkwood-commons'), TODAY)).toEqual({
      ...DEFAULT_LISTING_SEARCH,
      communities: ['kirkwood-commons'],
      availability: 'all',
    });
  });
});
