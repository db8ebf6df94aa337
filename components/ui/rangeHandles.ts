export type RangeValue = readonly [number, number];

/**
 * Moves one handle of a two-handle range and keeps the slider's rule (docs/product.md#search-filters-and-sort): the minimum handle stays at
 * least `gap` (default 1) below the maximum, and the maximum at least `gap` above the minimum.
 * Values are clamped to [min, max].
 */
export function moveRangeHandle(
  current: RangeValue,
  handle: 'min' | 'max',
  next: number,
  bounds: { min: number; max: number; gap?: number },
): [number, number] {
  const gap = Math.max(0, bounds.gap ?? 1);
  const clamped = Math.min(bounds.max, Math.max(bounds.min, Number.isFinite(next) ? next : bounds.min));
  const [low, high] = current;
  if (handle === 'min') return [Math.max(bounds.min, Math.min(clamped, high - gap)), high];
  return [low, Math.min(bounds.max, Math.max(clamped, low + gap))];
}

/** Brings any pair into the bounds with the gap kept (for values read from a URL or a form). */
export function normalizeRange(value: RangeValue, bounds: { min: number; max: number; gap?: number }): [number, number] {
  const gap = Math.max(0, bounds.gap ?? 1);
  let low = Math.min(bounds.max - gap, Math.max(bounds.min, value[0]));
  let high = Math.min(bounds.max, Math.max(bounds.min + gap, value[1]));
  if (high - low < gap) {
    high = Math.min(bounds.max, low + gap);
    low = high - gap;
  }
  return [low, high];
}
