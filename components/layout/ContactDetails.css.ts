import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.primary,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const link = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
