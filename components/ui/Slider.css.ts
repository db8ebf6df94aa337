import { createVar, style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { roundArrow } from './roundArrow.css';

export const perView = createVar();
export const perViewTablet = createVar();
export const perViewDesktop = createVar();
export const gap = createVar();

export const slider = style({
  position: 'relative',
  minWidth: 0,
  vars: { [perView]: '1', [perViewTablet]: perView, [perViewDesktop]: perViewTablet, [gap]: vars.space[4] },
});

export const viewport = style({ overflow: 'hidden', borderRadius: 'inherit' });

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginInlineStart: `calc(-1 * ${gap})`,
});

export const slide = style({
  flex: `0 0 calc(100% / ${perView})`,
  minWidth: 0,
  paddingInlineStart: gap,
  '@media': {
    [breakpoints.tablet]: { flexBasis: `calc(100% / ${perViewTablet})` },
    [breakpoints.desktop]: { flexBasis: `calc(100% / ${perViewDesktop})` },
  },
});

/** The arrows over the slides (roundArrow.css.ts). */
export const arrow = roundArrow;

export const previous = style({ insetInlineStart: vars.space[2] });
export const next = style({ insetInlineEnd: vars.space[2] });
