import { floorplanPageTitle } from './floorplan-title';

describe('floorplanPageTitle (docs/product.md#pages browser title)', () => {
  it.each([
    [{ id: 'a1', name: 'The Aster', htmlTitle: null }, 'The Aster'],
    [{ id: 'a1', name: 'The Aster', htmlTitle: 'The Aster: Studio at Kirkwood' }, 'The Aster: Studio at Kirkwood'],
    [{ id: 'a1', name: 'The Aster', htmlTitle: '   ' }, 'The Aster'],
    [{ id: 'a1', name: '', htmlTitle: null }, 'Floorplan: a1'],
    [{ id: 'a1', name: '  ', htmlTitle: '' }, 'Floorplan: a1'],
    [{ id: 'a1' }, 'Floorplan: a1'],
    [{ id: 'a1', name: null, htmlTitle: 'SEO title' }, 'SEO title'],
  ])('%j → %s', (floorplan, title) => {
    expect(floorplanPageTitle(floorplan)).toBe(title);
  });
});
