/**
 * Paging of galleries and sliders (docs/product.md): the floor plan hero's pages, the
 * testimonial slides, wrap-around in gallery and special modals, slider arrows.
 */

/** Pictures a grid gallery shows before 'More Pictures' (the page sends only those). */
export const GRID_GALLERY_INITIAL = 3;
export const HERO_FIRST_PAGE_SIZE = 4;
export const HERO_PAGE_SIZE = 8;
export const TESTIMONIALS_PER_SLIDE = 2;

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
