import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const photos = style({ position: 'relative' });

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
