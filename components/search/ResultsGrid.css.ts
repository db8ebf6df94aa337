import { globalStyle, style } from '@vanilla-extract/css';
import { renderWhenNearViewport } from '@/styles/deferredRendering';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    // A sheet of paper is a phone's width in CSS pixels; two cards a row halve the pages.
    print: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

// A card is about 34rem tall at phone width.
globalStyle(`${grid} > li`, renderWhenNearViewport('34rem'));

export const empty = style({
  padding: `${vars.space[7]} ${vars.space[4]}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const emptyText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const wider = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  margin: `${vars.space[3]} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const emptyNote = style({ margin: `${vars.space[3]} 0 0`, maxWidth: '36rem', marginInline: 'auto' });

export const widerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  fontWeight: vars.fontWeight.bold,
});

export const more = style({ margin: `${vars.space[5]} 0 0`, textAlign: 'center', color: vars.color.textMuted });
