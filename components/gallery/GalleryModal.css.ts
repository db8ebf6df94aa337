import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const gallery = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const alt = style({ color: vars.color.text });

export const nav = style({ display: 'flex', justifyContent: 'center', gap: vars.space[4] });

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
});
