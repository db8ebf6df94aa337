import { NEXT_RENDERED_PAGE, type PageResponse, PUBLIC_PAGE, pageCacheControl } from './page-caching';

const page: PageResponse = { method: 'GET', path: '/', rsc: false, status: 200, contentType: 'text/html; charset=utf-8', cacheControl: NEXT_RENDERED_PAGE };

describe('pageCacheControl', () => {
  it.each(['/', '/contact', '/sublets', '/sublets/new', '/communities/kirkwood-commons', '/privacy'])('sends the public page %s as private, no-cache', (path) => {
    expect(pageCacheControl({ ...page, path })).toBe(PUBLIC_PAGE);
    expect(pageCacheControl({ ...page, path, method: 'HEAD' })).toBe(PUBLIC_PAGE);
  });

  it.each([
    ['the sublet manage page', { path: '/sublets/3f9c2a7b1e' }],
    ['the moderators’ page', { path: '/sublets/approve/abc.def' }],
    ['the tour cancel page', { path: '/tours/cancel/abc.def' }],
    ['the page’s data for the router', { rsc: true }],
    ['a 404 page', { status: 404 }],
    ['an error page', { status: 500 }],
    ['an answer to a POST', { method: 'POST' }],
    ['JSON', { contentType: 'application/json' }],
    ['an API path', { path: '/api/health' }],
    ['a page Next sends with its own lifetime', { cacheControl: 's-maxage=30, stale-while-revalidate=31535970' }],
  ])('leaves %s as Next sends it', (_label, change: Partial<PageResponse>) => {
    expect(pageCacheControl({ ...page, ...change })).toBeNull();
  });
});
