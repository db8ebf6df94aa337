import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  marginBottom: vars.space[4],
  borderRadius: vars.radius.md,
});

export const description = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const details = style({ color: vars.color.text });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginTop: vars.space[4],
});

export const position = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
