/**
 * Widths where the layout widens, mobile first. In em, not px: a media query's em is the
 * browser's own text size (16 px unless the visitor set a larger one), so at the default they are
 * 768, 1024 and 1280 px, and a visitor who reads with text twice as large gets the layout for a
 * screen half as wide, where that text fits, instead of the desktop columns squeezed around it.
 */
export const widths = {
  tablet: '(min-width: 48em)',
  desktop: '(min-width: 64em)',
  wide: '(min-width: 80em)',
} as const;

/** Media queries, mobile first: styles are for phones, these widen them. */
export const breakpoints = {
  tablet: `screen and ${widths.tablet}`,
  desktop: `screen and ${widths.desktop}`,
  wide: `screen and ${widths.wide}`,
} as const;

export const reducedMotion = '(prefers-reduced-motion: reduce)';
