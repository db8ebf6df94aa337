import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.header,
  '@media': { [breakpoints.desktop]: { gap: vars.space[4] } },
});

export const brand = style({ marginInlineEnd: 'auto', minWidth: 0 });

export const nav = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.primary } },
});

export const navAction = style({ textTransform: 'uppercase', letterSpacing: '0.04em', fontSize: vars.fontSize.sm });

/** A rule between the page links and the two actions. */
export const actionsStart = style({
  marginInlineStart: vars.space[2],
  paddingInlineStart: vars.space[4],
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  borderRadius: vars.radius.pill,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  '@media': { [breakpoints.tablet]: { paddingInline: vars.space[3] } },
});

/** The number is read everywhere but only shown from tablet width up. */
export const phoneText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [breakpoints.tablet]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space[1] });

export const menuButton = style({
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});
