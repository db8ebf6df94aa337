import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const textarea = style({ resize: 'vertical', minHeight: vars.space[9], lineHeight: vars.lineHeight.normal });

export const counter = style({
  margin: 0,
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterLow = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
