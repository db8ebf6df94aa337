import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The rules of visuallyHidden, for a style that hides its element only in some conditions. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Left off a printed page: what is pressed or played (buttons, menus, arrows, a map to load) and
 * links to elsewhere on the site. On paper a visitor keeps what the page says: a floor plan's
 * rents, units, amenities and contacts to take to a viewing (docs/accessibility.md, "Printing").
 */
export const screenOnly = style({ '@media': { print: { display: 'none !important' } } });

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);

export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  // Under 240 px (a small phone zoomed to 175 % or more) a margin of 16 px a side is too dear.
  '@media': { 'screen and (max-width: 239.98px)': { paddingInline: vars.space[2] } },
});
