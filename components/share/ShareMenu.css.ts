import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const root = style({ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&[aria-expanded="true"]': { borderColor: vars.color.primary, color: vars.color.primary },
  },
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const menu = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space[1]})`,
  insetInlineStart: 0,
  zIndex: vars.z.dropdown,
  minWidth: '15rem',
  margin: 0,
  padding: vars.space[1],
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  width: '100%',
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space[3]}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceMuted, color: vars.color.primary },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});
