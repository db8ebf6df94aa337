import { compareAssetNames, DEFAULT_AVATAR, DEFAULT_IMAGE, imageRefFromAsset, imageRefOrDefault } from './images';

const none = { storageKey: null, url: null, driveId: null, width: null, height: null, alt: '' };

describe('imageRefFromAsset', () => {
  it.each([
    [
      'a stored file',
      { ...none, storageKey: 'ab'.repeat(16) + '.jpg', width: 1200, height: 800, alt: 'Front' },
      { src: `/assets/${'ab'.repeat(16)}.jpg`, width: 1200, height: 800, alt: 'Front', remote: false },
    ],
    [
      'a drive file',
      { ...none, driveId: '1AbCdEfGhIjKlMnOp' },
      { src: 'https://drive.google.com/uc?export=view&id=1AbCdEfGhIjKlMnOp', width: null, height: null, alt: 'fallback', remote: true },
    ],
    ['a remote URL', { ...none, url: 'https://example.com/a.jpg' }, { src: 'https://example.com/a.jpg', width: null, height: null, alt: 'fallback', remote: true }],
  ])('converts %s', (_name, row, expected) => {
    expect(imageRefFromAsset(row, 'fallback')).toEqual(expected);
  });

  it('gives null for no asset or an asset pointing nowhere', () => {
    expect(imageRefFromAsset(null)).toBeNull();
    expect(imageRefFromAsset(none)).toBeNull();
  });

  it('falls back to the default image with the given alt text', () => {
    expect(imageRefOrDefault(null, 'The Aster')).toEqual({ ...DEFAULT_IMAGE, alt: 'The Aster' });
    expect(imageRefOrDefault(undefined, 'Ann', DEFAULT_AVATAR)).toEqual({ ...DEFAULT_AVATAR, alt: 'Ann' });
    expect(DEFAULT_IMAGE.src).toBe('/images/default-image.jpg');
  });
});

describe('compareAssetNames (photo folder order, docs/product.md)', () => {
  it('sorts by the integer value of name, non-numbers last', () => {
    const names = ['10', '2', 'cover', '1', '0', '-1', '007'];
    expect(names.map((name) => ({ name })).sort(compareAssetNames).map((a) => a.name)).toEqual(['-1', '0', '1', '2', '007', '10', 'cover']);
  });
});
