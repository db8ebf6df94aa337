import { encodedPath, listedPathIgnoringCase, mendedPagePath } from './page-address';

describe('mendedPagePath', () => {
  it.each([
    // A link that took the end of its sentence along.
    ['/floorplans/kirkwood-iris.', '/floorplans/kirkwood-iris'],
    ['/floorplans/kirkwood-iris)', '/floorplans/kirkwood-iris'],
    ['/floorplans/kirkwood-iris).', '/floorplans/kirkwood-iris'],
    ['/floorplans/kirkwood-iris,', '/floorplans/kirkwood-iris'],
    ['/floorplans/kirkwood-iris!', '/floorplans/kirkwood-iris'],
    ['/floorplans/kirkwood-iris"', '/floorplans/kirkwood-iris'],
    ['/floorplans/kirkwood-iris\u201d', '/floorplans/kirkwood-iris'],
    ['/floorplans/kirkwood-iris ', '/floorplans/kirkwood-iris'],
    ['/floorplans/kirkwood-iris**', '/floorplans/kirkwood-iris'],
    ['/floorplans/kirkwood-iris/).', '/floorplans/kirkwood-iris'],
    ['/communities/kirkwood-commons;', '/communities/kirkwood-commons'],
    ['/sublets/new.', '/sublets/new'],
    ['/sublets/approve/eyJhbGciOi.abc_-1).', '/sublets/approve/eyJhbGciOi.abc_-1'],
    ['/.', '/'],
    // Capitals in the site's own words; an id keeps its own.
    ['/Sublets', '/sublets'],
    ['/FLEXIBLE-TERM', '/flexible-term'],
    ['/Floorplans/Kirkwood-Iris', '/floorplans/Kirkwood-Iris'],
    ['/Sublets/New', '/sublets/new'],
    ['/sublets/Lost-Link', '/sublets/lost-link'],
    ['/Tours/Cancel/AbC', '/tours/cancel/AbC'],
    ['/Communities/Kirkwood-Commons/Tour', '/communities/Kirkwood-Commons/tour'],
    ['/Apply.', '/apply'],
    // A trailing slash alone, as Next would.
    ['/team/', '/team'],
  ])('%j → %j', (path, mended) => {
    expect(mendedPagePath(path)).toBe(mended);
  });

  it.each([
    '/',
    '/floorplans/kirkwood-iris',
    '/floorplans/Kirkwood-Iris',
    '/sublets/approve/eyJhbGciOi.abc_-1',
    '/sublets/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd',
    // Not the site's pages: the API, files, what a crawler probes.
    '/api/contact.',
    '/API/Contact',
    '/assets/abc.jpg.',
    '/_next/static/chunks/app.js',
    '/wp-login.php',
    '/robots.txt',
    '/sitemap.xml.',
    // A word of the site's elsewhere in the address stays as written (an id may be 'New').
    '/floorplans/New',
    '/communities/kirkwood-commons/units',
    // Ids end in letters, digits, '-' or '_': those stay.
    '/floorplans/kirkwood-iris-',
    '/floorplans/kirkwood_iris_',
  ])('%j stays', (path) => {
    expect(mendedPagePath(path)).toBeNull();
  });
});

describe('encodedPath', () => {
  it('encodes each segment, not the slashes', () => {
    expect(encodedPath('/floorplans/kirkwood-iris')).toBe('/floorplans/kirkwood-iris');
    expect(encodedPath('/floorplans/a b?#')).toBe('/floorplans/a%20b%3F%23');
    expect(encodedPath('/')).toBe('/');
  });
});

describe('listedPathIgnoringCase', () => {
  const listed = ['/', '/communities/kirkwood-commons', '/floorplans/kirkwood-iris', '/floorplans/Oak', '/floorplans/oak'];
  it.each([
    ['/floorplans/Kirkwood-Iris', '/floorplans/kirkwood-iris'],
    ['/floorplans/KIRKWOOD-IRIS', '/floorplans/kirkwood-iris'],
    ['/communities/Kirkwood-Commons', '/communities/kirkwood-commons'],
    // Two ids differ only in case: neither is guessed.
    ['/floorplans/OAK', null],
    ['/floorplans/kirkwood-irises', null],
    ['/communities/kirkwood-iris', null],
    // The listed path itself is never a redirect to itself.
    ['/floorplans/kirkwood-iris', null],
  ])('%j → %j', (path, expected) => {
    expect(listedPathIgnoringCase(listed, path)).toBe(expected);
  });
});
