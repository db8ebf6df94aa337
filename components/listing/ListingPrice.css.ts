import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space[2]}`,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const special = style({ color: vars.color.primary });

export const regular = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.regular });

export const per = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });

export const none = style({ margin: 0, color: vars.color.textMuted });
