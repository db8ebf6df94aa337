import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const player = style({
  position: 'relative',
  margin: 0,
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.text,
});

export const video = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const controls = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[2],
  background: `linear-gradient(transparent, ${vars.color.overlay})`,
  color: vars.color.primaryText,
});

export const title = style({ flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: vars.fontWeight.bold });

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.primaryText}`,
  borderRadius: vars.radius.pill,
  background: vars.color.overlay,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.text }, '&:focus-visible': { outlineColor: vars.color.primaryText } },
});
