import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  background: vars.color.accent,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.lg,
});

export const text = style({ flex: 1, margin: 0, maxWidth: vars.size.container, marginInline: 'auto' });

export const link = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  marginInlineStart: vars.space[2],
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '2px' } },
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.16)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '-3px' },
  },
});
