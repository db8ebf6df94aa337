import { isPrivatePagePath, privatePageHeaders } from './private-pages';

describe('private pages (URLs holding an asset key or an approval token)', () => {
  it.each([
    ['/sublets/KXcgawebhgRObEdLIR2PV3drWaMjFdM7FjIPbIHsT2o', true],
    ['/sublets/anything-else', true],
    ['/sublets/approve/sub_abc.signature', true],
    ['/sublets/approve', true],
    ['/tours/cancel/12.signature', true],
    ['/tours/cancel', false],
    ['/sublets/new', false],
    ['/sublets/new/', false],
    ['/sublets', false],
    ['/sublets/', false],
    ['/team', false],
    ['/api/sublets/abc', false],
    ['/floorplans/x', false],
  ])('%s → %s', (path, isPrivate) => {
    expect(isPrivatePagePath(path)).toBe(isPrivate);
  });

  it('sends no referrer and noindex there, nothing elsewhere', () => {
    expect(privatePageHeaders('/sublets/abc')).toEqual({ 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' });
    expect(privatePageHeaders('/sublets')).toEqual({});
  });
});
