/**
 * A text cut to at most `max` characters after a whole word, ending in `ellipsis` ('…'; the
 * link-preview pictures use '...', their font's only way to say it). When cutting after a word
 * would keep less than 60 % of `max`, the long word is cut inside instead. Pure.
 */
export function clampAtWord(text: string, max = 160, ellipsis = '…'): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - ellipsis.length);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–(/-]+$/, '')}${ellipsis}`;
}
