/**
 * A community's Google-style rating (docs/product.md#pages review section): the footer reads
 * '{rating} Stars on Google'. The rating shows with one decimal at most (4.6, 5); stars are
 * filled per whole star, half from .5.
 */
export function ratingText(rating: number): string {
  return `${formatRating(rating)} Stars on Google`;
}

export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10);
}

/** Five stars: 'full', 'half' or 'empty', for a rating clamped to 0-5. */
export function ratingStars(rating: number): ('full' | 'half' | 'empty')[] {
  const value = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  return Array.from({ length: 5 }, (_, index) => {
    if (value >= index + 1) return 'full';
    if (value >= index + 0.5) return 'half';
    return 'empty';
  });
}
