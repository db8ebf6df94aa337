import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.tapTarget,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const input = style({
  width: vars.space[5],
  height: vars.space[5],
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
});

export const labelText = style({ lineHeight: vars.lineHeight.tight });

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space[1] });

export const hint = style({
  margin: 0,
  paddingInlineStart: `calc(${vars.space[5]} + ${vars.space[2]})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style([hint, { color: vars.color.danger, fontWeight: vars.fontWeight.medium }]);
