import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const card = style({
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space[2]})`,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: `${vars.space[4]} 0` });

export const line = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2], margin: `0 0 ${vars.space[2]}` });

export const icon = style({ flex: '0 0 auto', marginTop: '0.15em', color: vars.color.accent });

export const hours = style({ whiteSpace: 'pre-line', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
