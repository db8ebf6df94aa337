import { formCommunities } from './form-communities';
import type { PropertySummary } from './listing-types';

const property = (id: string, name: string, overrides: Partial<PropertySummary> = {}): PropertySummary => ({
  id,
  name,
  active: true,
  leaseType: 'YEARLY',
  ...overrides,
});

describe('formCommunities', () => {
  it.each<[string, PropertySummary, boolean]>([
    ['an active yearly community', property('a', 'Maple Court'), true],
    ['an active short-term community', property('b', 'Kirkwood Suites', { leaseType: 'SHORT_TERM' }), true],
    ['an inactive community', property('c', 'Sycamore Knoll', { active: false }), false],
    ['a garage (any case)', property('d', 'Tenth Street GARAGE'), false],
  ])('%s: offered = %p', (_label, input, offered) => {
    expect(formCommunities([input])).toEqual(offered ? [{ id: input.id, name: input.name }] : []);
  });

  it('keeps the listing order and only id and name', () => {
    const input = [property('z', 'Zinnia'), property('a', 'Aster')];
    expect(formCommunities(input)).toEqual([
      { id: 'z', name: 'Zinnia' },
      { id: 'a', name: 'Aster' },
    ]);
    expect(Object.keys(formCommunities(input)[0]!)).toEqual(['id', 'name']);
  });
});
