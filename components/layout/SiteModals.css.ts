import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const bodyLoading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const free = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: `0 0 ${vars.space[4]}`,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});

export const switchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  marginTop: vars.space[5],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});

export const menuSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const menuActions = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[3] });

export const menuList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[1],
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const menuPhone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginTop: vars.space[2],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const menuAction = style({ textTransform: 'uppercase', letterSpacing: '0.04em' });
