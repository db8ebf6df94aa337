import { moveLayoutEntriesLast } from './layouts-last-plugin.mjs';

// The entry order of the webpack client build as Next 16 makes it (abridged): the root layout
// comes before the home page, whose manifest then overrode the layout's for shared modules.
const BUILD_ORDER = [
  'main',
  'main-app',
  'app/_not-found/page',
  'app/not-found',
  'app/layout',
  'app/error',
  'app/api/contact/route',
  'app/page',
  'app/sublets/(board)/layout',
  'app/sublets/(board)/page',
  'app/team/loading',
  'app/team/page',
];

describe('moveLayoutEntriesLast', () => {
  it.each([
    ['the root layout', 'app/layout'],
    ['a nested layout in a route group', 'app/sublets/(board)/layout'],
  ])('puts %s after every page of the build', (_label, layout) => {
    const order = [...moveLayoutEntriesLast(new Map(BUILD_ORDER.map((name) => [name, { name }]))).keys()];
    for (const page of BUILD_ORDER.filter((name) => /\/(page|loading|error|not-found)$/.test(name))) {
      expect(order.indexOf(layout)).toBeGreaterThan(order.indexOf(page));
    }
  });

  it('keeps every entry and the order of the others', () => {
    const entries = new Map(BUILD_ORDER.map((name) => [name, { name }]));
    const moved = moveLayoutEntriesLast(entries);
    expect(moved).toBe(entries);
    expect([...moved.keys()]).toEqual([
      ...BUILD_ORDER.filter((name) => !name.endsWith('layout')),
      'app/layout',
      'app/sublets/(board)/layout',
    ]);
    for (const [name, entry] of moved) expect(entry).toEqual({ name });
  });

  it.each(['main-app', 'app/layouts/page', 'app/page-layout/page', 'layout'])('leaves %s where it is', (name) => {
    const names = ['app/layout', name, 'app/page'];
    expect([...moveLayoutEntriesLast(new Map(names.map((n) => [n, {}]))).keys()]).toEqual([name, 'app/page', 'app/layout']);
  });
});
