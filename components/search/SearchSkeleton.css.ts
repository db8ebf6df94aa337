import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const bar = style({
  height: '5.5rem',
  marginBottom: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.skeleton,
});

export const count = style({ display: 'block', width: '9rem', height: '1.5rem', marginBottom: vars.space[4] });
