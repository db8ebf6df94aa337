import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { roundArrow } from '@/components/ui/roundArrow.css';

export const frame = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  background: vars.color.surfaceMuted,
  outline: 'none',
});

export const image = style({ objectFit: 'cover' });

export const slide = style({ position: 'relative', aspectRatio: '3 / 2', background: vars.color.surfaceMuted });

export const slider = style({ borderStartStartRadius: vars.radius.lg, borderStartEndRadius: vars.radius.lg });

// As the slider's next arrow (Slider.css.ts), standing in for it until the slider has loaded.
export const next = style([roundArrow, { insetInlineEnd: vars.space[2], selectors: { '&[aria-busy="true"]': { cursor: 'progress' } } }]);
