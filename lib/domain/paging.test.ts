import {
  LISTING_PAGE_SIZE,
  chunk,
  heroGalleryPages,
  listPage,
  pageCount,
  pageOf,
  pagerPages,
  sliderArrows,
  testimonialSlides,
  wrapIndex,
} from './paging';

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

describe('table paging (docs/product.md#constants: 50, 100, 500; default 50)', () => {
  const many = Array.from({ length: 120 }, (_, i) => i);
  it.each([
    [50, 1, 50, 0],
    [50, 3, 20, 100],
    [100, 2, 20, 100],
    [500, 1, 120, 0],
    [50, 9, 20, 100],
  ])('size %d page %d has %d rows starting at %d', (size, page, count, start) => {
    const slice = pageOf(many, page, size);
    expect(slice).toHaveLength(count);
    expect(slice[0]).toBe(start);
  });

  it('counts pages', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});

describe('listing pages of 200 (docs/product.md#constants: the floor plan list page size)', () => {
  const list = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
  it('is 200', () => expect(LISTING_PAGE_SIZE).toBe(200));
  it.each<[number, number, { page: number; pageCount: number; first: number; last: number }]>([
    [0, 1, { page: 1, pageCount: 1, first: 0, last: 0 }],
    [32, 1, { page: 1, pageCount: 1, first: 1, last: 32 }],
    [200, 1, { page: 1, pageCount: 1, first: 1, last: 200 }],
    [200, 2, { page: 1, pageCount: 1, first: 1, last: 200 }],
    [201, 2, { page: 2, pageCount: 2, first: 201, last: 201 }],
    [450, 2, { page: 2, pageCount: 3, first: 201, last: 400 }],
    [450, 3, { page: 3, pageCount: 3, first: 401, last: 450 }],
    [450, 99, { page: 3, pageCount: 3, first: 401, last: 450 }],
    [450, 0, { page: 1, pageCount: 3, first: 1, last: 200 }],
    [450, -4, { page: 1, pageCount: 3, first: 1, last: 200 }],
    [450, Number.NaN, { page: 1, pageCount: 3, first: 1, last: 200 }],
    [450, 2.7, { page: 2, pageCount: 3, first: 201, last: 400 }],
  ])('%d items, page %d asked → %j', (count, requested, expected) => {
    const page = listPage(list(count), requested);
    expect({ page: page.page, pageCount: page.pageCount, first: page.first, last: page.last }).toEqual(expected);
    expect(page.total).toBe(count);
    expect(page.items).toEqual(list(count).slice(Math.max(0, expected.first - 1), expected.last));
  });
});

describe('pager pages: all up to 7, else first, neighbours, last', () => {
  it.each<[number, number, (number | null)[]]>([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, null, 8]],
    [3, 8, [1, 2, 3, 4, null, 8]],
    [4, 8, [1, 2, 3, 4, 5, null, 8]],
    [5, 12, [1, null, 4, 5, 6, null, 12]],
    [11, 12, [1, null, 10, 11, 12]],
    [12, 12, [1, null, 11, 12]],
    [10, 12, [1, null, 9, 10, 11, 12]],
  ])('page %d of %d → %j', (page, count, expected) => {
    expect(pagerPages(page, count)).toEqual(expected);
  });
});
