// The reference this module must match: next/image's own getImageProps.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { getImageProps, type ImageProps } from 'next/image';
import { imageProps } from './imageProps';

// The ways the site's pictures ask for images (SiteImage, CardImage, LoadingImage).
const CASES: [string, ImageProps][] = [
  ['a card cover, filling its frame, eager', { src: '/assets/0988bbd6c552e1855fa186c4662cef95.jpg', alt: 'The Bluebell', fill: true, sizes: '(min-width: 1024px) 384px, 100vw', loading: 'eager' }],
  ['a lazy picture with a width and height', { src: '/assets/a295068e07c12a498d073d70a3eb8e19.jpg', alt: 'Kitchen', width: 640, height: 480 }],
  ['the first picture of a modal, at high priority', { src: '/images/default-image.jpg', alt: '', fill: true, sizes: '100vw', fetchPriority: 'high', loading: 'eager', className: 'x' }],
  ['a preloaded hero', { src: '/assets/0988bbd6c552e1855fa186c4662cef95.jpg', alt: 'Hero', fill: true, sizes: '100vw', preload: true }],
  ['a remote picture, not optimized', { src: 'https://example.com/photo.jpg', alt: 'Remote', fill: true, unoptimized: true }],
  ['a picture with a quality', { src: '/assets/a295068e07c12a498d073d70a3eb8e19.jpg', alt: 'Q', width: 256, height: 256, quality: 75 }],
];

// In Jest as in the build, our modules get the site's image options (next.config.mjs) and
// next/image's own module the defaults: the widths differ, everything else must not.
function withoutWidths(props: { srcSet?: string }) {
  const normal = JSON.parse(JSON.stringify(props).replace(/\bw=\d+|\d+w\b/g, 'W'));
  if (normal.srcSet) normal.srcSet = [...new Set(normal.srcSet.split(', '))].join(', ');
  return normal;
}
const widths = (srcSet: string | undefined) => srcSet?.split(', ').map((entry) => Number(entry.split(' ')[1]?.replace('w', '')));

describe('imageProps: the <img> next/image renders', () => {
  it.each(CASES)('%s', (_name, props) => {
    expect(withoutWidths(imageProps(props))).toEqual(withoutWidths(getImageProps(props).props));
  });

  it('uses the site’s image widths (next.config.mjs deviceSizes and imageSizes)', () => {
    expect(widths(imageProps(CASES[0]![1]).srcSet)).toEqual([640, 828, 1080, 1280, 1920]);
    // A picture half a screen wide at most (a card on a tablet) starts at half the smallest screen.
    const card = { ...CASES[0]![1], sizes: '(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw' };
    expect(widths(imageProps(card).srcSet)).toEqual([384, 640, 828, 1080, 1280, 1920]);
    expect(imageProps({ src: '/a.jpg', alt: 'A', width: 256, height: 256 }).srcSet).toBe('/_next/image?url=%2Fa.jpg&w=256&q=75 1x, /_next/image?url=%2Fa.jpg&w=640&q=75 2x');
  });

  it('leaves out what is undefined (it would cost bytes in React’s payload)', () => {
    const img = imageProps({ src: '/a.jpg', alt: 'A', width: 10, height: 10, fetchPriority: undefined });
    expect(Object.values(img)).not.toContain(undefined);
  });
});
