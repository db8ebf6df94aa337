import { foldFormRent } from './search-form';
import { parseListingSearch, serializeListingSearch } from './search-params';

const NOW = '2026-11-15';

describe('foldFormRent (the GET form without JavaScript)', () => {
  test('a request without the form fields needs no redirect', () => {
    expect(foldFormRent('bedroom=1&rent=500-1500')).toBeNull();
    expect(foldFormRent({ bedroom: '1' })).toBeNull();
  });

  test('folds rentMin/rentMax into rent and keeps the rest (repeated lists too)', () => {
    const folded = foldFormRent('bedroom=1&bedroom=2&style=STUDIO&rentMin=500&rentMax=1500&availability=now&sort=priceAsc');
    expect(folded?.toString()).toBe('bedroom=1&bedroom=2&style=STUDIO&availability=now&sort=priceAsc&rent=500-1500');
    expect(serializeListingSearch(parseListingSearch(folded!, NOW))).toBe('bedroom=1,2&style=STUDIO&rent=500-1500&sort=priceAsc');
  });

  test('the full range folds to the default (no rent parameter after serializing)', () => {
    const folded = foldFormRent({ rentMin: '0', rentMax: '4000', availability: 'all' });
    expect(serializeListingSearch(parseListingSearch(folded!, NOW))).toBe('availability=all');
  });

  test('a missing or malformed end is that end of the full range', () => {
    expect(foldFormRent({ rentMin: '700' })?.get('rent')).toBe('700-4000');
    expect(foldFormRent({ rentMin: 'abc', rentMax: '900' })?.get('rent')).toBe('0-900');
  });

  test('Next searchParams objects with arrays are read', () => {
    expect(foldFormRent({ community: ['a', 'b'], rentMin: '1', rentMax: '2' })?.toString()).toBe('community=a&community=b&rent=1-2');
  });
});
