import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const frame = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const image = style({ objectFit: 'cover' });

export const slider = style({ overflow: 'hidden' });

export const count = style({
  position: 'absolute',
  insetBlockEnd: vars.space[2],
  insetInlineStart: vars.space[2],
  paddingBlock: '0.125rem',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  background: vars.color.overlay,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  pointerEvents: 'none',
});
