/** Media queries, mobile first: styles are for phones, these widen them. */
export const breakpoints = {
  tablet: 'screen and (min-width: 768px)',
  desktop: 'screen and (min-width: 1024px)',
  wide: 'screen and (min-width: 1280px)',
} as const;

export const reducedMotion = '(prefers-reduced-motion: reduce)';
