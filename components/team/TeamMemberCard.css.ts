import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  height: '100%',
  padding: vars.space[5],
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const photo = style({
  position: 'relative',
  width: '8rem',
  height: '8rem',
  overflow: 'hidden',
  borderRadius: vars.radius.round,
  background: vars.color.surfaceMuted,
  marginBottom: vars.space[2],
});

export const image = style({ objectFit: 'cover' });

export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const job = style({ margin: 0, color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  paddingTop: vars.space[1],
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size.tapTarget,
  overflowWrap: 'anywhere',
});
