import { intentPrefetchPath, type LinkFacts } from './intent-prefetch';

const page = new URL('https://example.test/communities/kirkwood-commons?view=map');
const link = (href: string, extra: Partial<LinkFacts> = {}): LinkFacts => ({ href, target: null, download: false, opensModal: false, ...extra });

describe('intentPrefetchPath', () => {
  it.each([
    ['/floorplans/kirkwood-iris', '/floorplans/kirkwood-iris'],
    ['/?bedroom=2&availability=all', '/?bedroom=2&availability=all'],
    ['/#top', '/'],
    ['/sublets#board', '/sublets'],
    ['https://example.test/team', '/team'],
    ['flexible-term', '/communities/flexible-term'],
    ['/communities/kirkwood-commons', '/communities/kirkwood-commons'],
  ])('a link to one of the site pages (%s) prefetches %s', (href, expected) => {
    expect(intentPrefetchPath(link(href), page)).toBe(expected);
  });

  it.each([
    ['the same page, another place on it', '#main'],
    ['the same page and query', '/communities/kirkwood-commons?view=map#faq'],
    ['another origin', 'https://www.google.com/maps/search/?api=1&query=x'],
    ['a phone number', 'tel:+18125550100'],
    ['a mail address', 'mailto:leasing@example.test'],
    ['an API route', '/api/floorplans.csv'],
    ['an API route without an extension', '/api/announcements'],
    ['a file', '/images/default-image.jpg'],
    ['an asset', '/assets/abc'],
    ['a framework file', '/_next/static/chunks/main.js'],
    ['a document with an extension', '/sitemap.xml'],
    ['an unparsable address', 'http://['],
  ])('no prefetch for %s (%s)', (_what, href) => {
    expect(intentPrefetchPath(link(href), page)).toBeNull();
  });

  it('no prefetch for a link that opens a new tab or downloads', () => {
    expect(intentPrefetchPath(link('/team', { target: '_blank' }), page)).toBeNull();
    expect(intentPrefetchPath(link('/team', { download: true }), page)).toBeNull();
    expect(intentPrefetchPath(link('/team', { target: '_self' }), page)).toBe('/team');
  });

  it('no prefetch for a link that opens the application or contact modal here', () => {
    expect(intentPrefetchPath(link('/apply', { opensModal: true }), page)).toBeNull();
    expect(intentPrefetchPath(link('/apply'), page)).toBe('/apply');
  });
});
