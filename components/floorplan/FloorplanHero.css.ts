import { createVar, style } from '@vanilla-extract/css';
import { tileButton, tileImage } from '@/components/gallery/photoTile.css';
import { breakpoints } from '@/styles/breakpoints';
import { forcedColors, forcedSelected } from '@/styles/forcedColors';
import { vars } from '@/styles/theme.css';

/** Tiles beside the lead photo on the first page (sets the desktop rows). */
export const restCount = createVar();

export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space[4]}`,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryText },
  },
  '@media': { [forcedColors]: { selectors: { '&[aria-pressed="true"]': forcedSelected } } },
});

export const photoView = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

const list = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[2],
} as const;

export const firstPage = style({
  ...list,
  gridTemplateColumns: 'repeat(3, 1fr)',
  vars: { [restCount]: '3' },
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: '2fr 1fr',
      gridTemplateRows: `repeat(${restCount}, 1fr)`,
      height: '30rem',
    },
  },
});

export const page = style({
  ...list,
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const tile = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  minWidth: 0,
  '@media': {
    [breakpoints.desktop]: {
      selectors: { [`${firstPage} > &`]: { aspectRatio: 'auto', gridColumn: '2' } },
    },
  },
});

export const leadTile = style({
  position: 'relative',
  gridColumn: '1 / -1',
  aspectRatio: '4 / 3',
  '@media': {
    [breakpoints.tablet]: { aspectRatio: '16 / 9' },
    [breakpoints.desktop]: {
      aspectRatio: 'auto',
      gridColumn: '1',
      gridRow: '1 / -1',
      selectors: { '&:only-child': { gridColumn: '1 / -1' } },
    },
  },
});

/**
 * The lead picture is shown whole: on a floor plan it is usually the layout drawing, whose rooms,
 * dimensions and notes reach its edges, in whatever proportions the company's system has it.
 * (Doubled class: wins over the tile's cover whatever the CSS order.)
 */
export const leadImage = style({ selectors: { [`&${tileImage}`]: { objectFit: 'contain' } } });

/** A tour tile is a photo tile that opens a tour (doubled class: wins whatever the CSS order). */
export const tourTile = style({
  selectors: { [`&${tileButton}`]: { cursor: 'pointer', background: vars.color.text } },
});

export const tourImage = style({ zIndex: -1, objectFit: 'cover', opacity: 0.55 });

export const tourLabel = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  padding: vars.space[1],
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  '@media': { [breakpoints.tablet]: { gap: vars.space[2], fontSize: vars.fontSize.md } },
});

export const tourIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  boxShadow: vars.shadow.md,
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const pagerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const tourView = style({ width: '100%' });
