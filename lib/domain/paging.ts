/**
 * Paging of galleries and sliders (docs/product.md): the floor plan hero's pages, the
 * testimonial slides, wrap-around in gallery and special modals, slider arrows.
 */

/** Pictures a grid gallery shows before 'More Pictures' (the page sends only those). */
export const GRID_GALLERY_INITIAL = 3;
export const HERO_FIRST_PAGE_SIZE = 4;
export const HERO_PAGE_SIZE = 8;
export const TESTIMONIALS_PER_SLIDE = 2;
/**
 * Rows a floor plan's availability table shows before "Show all 37 units". A large complex lists
 * dozens of units of one floor plan for August: 37 rows were 1,900 px on a phone, between the
 * visitor and the amenities, pets and utilities.
 */
export const UNITS_SHOWN_FIRST = 10;

/** Items in consecutive groups of `size`; the last group may be smaller (never dropped). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Bad chunk size ${size}`);
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/**
 * The hero gallery's pages: the first holds 4 images minus one for a virtual tour and one
 * for a video tour (the tours take those tiles); further pages hold 8. There is always a
 * first page, empty when there are no images, so the tour tiles have a page to sit on.
 */
export function heroGalleryPages<T>(
  images: readonly T[],
  tours: { hasVirtualTour: boolean; hasVideoTour: boolean },
): T[][] {
  const firstSize = HERO_FIRST_PAGE_SIZE - (tours.hasVirtualTour ? 1 : 0) - (tours.hasVideoTour ? 1 : 0);
  return [images.slice(0, firstSize), ...chunk(images.slice(firstSize), HERO_PAGE_SIZE)];
}

/** Testimonials two per slide; an odd last one forms its own slide. */
export function testimonialSlides<T>(testimonials: readonly T[]): T[][] {
  return chunk(testimonials, TESTIMONIALS_PER_SLIDE);
}

/**
 * An index wrapped into 0..length-1, so previous from the first is the last and next from the
 * last is the first (gallery modals and the home special modal cycle at both ends).
 * With no items there is no index: -1.
 */
export function wrapIndex(index: number, length: number): number {
  if (!Number.isInteger(length) || length <= 0) return -1;
  return ((Math.trunc(index) % length) + length) % length;
}

/** A slider shows its left arrow only after the first item, its right only before the last. */
export function sliderArrows(index: number, count: number): { previous: boolean; next: boolean } {
  return { previous: count > 0 && index > 0, next: count > 0 && index < count - 1 };
}

export function pageCount(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of page `page` (1-based, clamped). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const last = pageCount(rows.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

/**
 * Cards a listing page holds (docs/product.md#constants: the floor plan list's page size, 200).
 * The rest are on further pages, `?page=2` and on, so a page stays a bounded size whatever the
 * catalogue holds.
 */
export const LISTING_PAGE_SIZE = 200;

/**
 * Short-term floor plans read per community (docs/product.md#constants: the short-term fetch,
 * 1000), in the community's floor plan order. Those past it are left out of the lists and the
 * pricing table (their own pages remain), so the table, which carries every row to sort and page
 * on the phone, stays bounded too.
 */
export const SHORT_TERM_FETCH_SIZE = 1000;

/** One page of a list: its items, which page it is (clamped to the last) and where it sits. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** 1-based positions of its first and last item in the whole list (0 and 0 when empty). */
  first: number;
  last: number;
  total: number;
}

/** Page `requested` of `items`; a page past the last is the last (a stale link still shows cards). */
export function listPage<T>(items: readonly T[], requested: number, size: number = LISTING_PAGE_SIZE): ListPage<T> {
  const count = pageCount(items.length, size);
  const page = Math.min(Math.max(1, Math.trunc(requested) || 1), count);
  const pageItems = pageOf(items, page, size);
  const first = pageItems.length === 0 ? 0 : (page - 1) * size + 1;
  return { items: pageItems, page, pageCount: count, first, last: first === 0 ? 0 : first + pageItems.length - 1, total: items.length };
}

/** Pages a pager names when there are more than this: the first, the last and the current one's neighbours. */
const ALL_PAGES_UP_TO = 7;

/**
 * The page numbers a pager shows, `null` where it leaves a run out: every page up to 7, else the
 * first, the current page with one on each side, and the last (1 … 4 5 6 … 12).
 */
export function pagerPages(page: number, count: number): (number | null)[] {
  if (count <= ALL_PAGES_UP_TO) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, count])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of shown) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && n - previous === 2) out.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) out.push(null);
    out.push(n);
  }
  return out;
}
