import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * A photo tile that opens the photo viewer (a community's gallery, a floor plan's photos). The
 * button fills its grid cell, which sets the size; the photo fills the button.
 */
export const tileButton = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  // The focus ring is drawn inside the tile; the photo, stacked below the button's own layer
  // (isolation, and the photo's z-index -1), would otherwise paint over it.
  isolation: 'isolate',
  selectors: { '&:focus-visible': { outlineOffset: '-4px' } },
});

export const tileImage = style({
  zIndex: -1,
  objectFit: 'cover',
  transition: `transform ${vars.duration.normal}`,
  selectors: { [`${tileButton}:hover &`]: { transform: 'scale(1.03)' } },
});
