import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const figure = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space[4],
  margin: 0,
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  maxWidth: '34rem',
});

export const score = style({
  gridRow: 'span 2',
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.primary,
});

export const stars = style({ display: 'flex', gap: vars.space[1], margin: 0 });

export const starFull = style({ color: vars.color.warning });

export const starHalf = style({ color: vars.color.warning, opacity: 0.55 });

export const starEmpty = style({ color: vars.color.borderStrong });

export const footer = style({ fontWeight: vars.fontWeight.bold });

export const link = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], minHeight: vars.size.tapTarget });
