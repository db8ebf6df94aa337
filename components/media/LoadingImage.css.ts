import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const stage = style({
  position: 'relative',
  width: '100%',
  height: 'min(70vh, 42rem)',
  minHeight: '14rem',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const image = style({ objectFit: 'contain' });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.primary,
});
