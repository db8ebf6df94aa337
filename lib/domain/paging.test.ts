import { chunk, heroGalleryPages, sliderArrows, testimonialSlides, wrapIndex } from './paging';

const images = (count: number) => Array.from({ length: count }, (_, i) => `img${i + 1}`);

describe('hero gallery pages: first 4 minus one per tour, then 8 (docs/product.md#constants)', () => {
  it.each<[number, boolean, boolean, number[]]>([
    [0, false, false, [0]],
    [3, false, false, [3]],
    [4, false, false, [4]],
    [5, false, false, [4, 1]],
    [12, false, false, [4, 8]],
    [13, false, false, [4, 8, 1]],
    [4, true, false, [3, 1]],
    [4, false, true, [3, 1]],
    [4, true, true, [2, 2]],
    [10, true, true, [2, 8]],
    [11, true, true, [2, 8, 1]],
    [2, true, true, [2]],
    [0, true, true, [0]],
  ])('%d images, virtual tour %s, video tour %s → page sizes %j', (count, hasVirtualTour, hasVideoTour, sizes) => {
    const pages = heroGalleryPages(images(count), { hasVirtualTour, hasVideoTour });
    expect(pages.map((page) => page.length)).toEqual(sizes);
    expect(pages.flat()).toEqual(images(count));
  });
});

describe('testimonials two per slide; an odd last one is its own slide', () => {
  it.each<[number, number[]]>([
    [0, []],
    [1, [1]],
    [2, [2]],
    [3, [2, 1]],
    [5, [2, 2, 1]],
  ])('%d testimonials → %j', (count, sizes) => {
    const slides = testimonialSlides(images(count));
    expect(slides.map((slide) => slide.length)).toEqual(sizes);
    expect(slides.flat()).toEqual(images(count));
  });

  it('chunk refuses a bad size', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('wrapIndex: modals cycle at both ends', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 0],
    [-1, 3, 2],
    [-4, 3, 2],
    [7, 3, 1],
    [0, 1, 0],
    [5, 1, 0],
    [-1, 1, 0],
    [0, 0, -1],
  ])('wrapIndex(%d, %d) = %d', (index, length, expected) => {
    expect(wrapIndex(index, length)).toBe(expected);
  });
});

describe('slider arrows: left only after the first item, right only before the last', () => {
  it.each([
    [0, 3, { previous: false, next: true }],
    [1, 3, { previous: true, next: true }],
    [2, 3, { previous: true, next: false }],
    [0, 1, { previous: false, next: false }],
    [0, 0, { previous: false, next: false }],
  ])('index %d of %d', (index, count, arrows) => {
    expect(sliderArrows(index, count)).toEqual(arrows);
  });
});
