/**
 * Where focus goes for a key in a list of `count` items (tabs, accordion headers), or null when
 * the key is not a navigation key. Arrows wrap; Home/End go to the ends.
 */
export function nextIndexForKey(key: string, current: number, count: number, orientation: 'horizontal' | 'vertical' | 'both' = 'both'): number | null {
  if (count <= 0) return null;
  const forward = orientation === 'horizontal' ? ['ArrowRight'] : orientation === 'vertical' ? ['ArrowDown'] : ['ArrowRight', 'ArrowDown'];
  const backward = orientation === 'horizontal' ? ['ArrowLeft'] : orientation === 'vertical' ? ['ArrowUp'] : ['ArrowLeft', 'ArrowUp'];
  if (forward.includes(key)) return (current + 1) % count;
  if (backward.includes(key)) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
