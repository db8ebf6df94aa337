import { createContainer, style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { visuallyHiddenRules } from '@/styles/utilities.css';
import { logoRoom } from './Logo.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

const headerRow = createContainer();
/**
 * The links show in the row when the whole row fits on one line: logo, links, apply, contact,
 * the number and the mail button need 67.2rem with the fonts of our test machines. Narrower
 * (under about 1,120 px, or with larger text: the query is in rem) the menu button holds them.
 */
const roomForLinks = `${headerRow} (min-width: 68rem)`;

export const inner = style({
  containerName: headerRow,
  containerType: 'inline-size',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.header,
  '@media': { [breakpoints.desktop]: { gap: vars.space[4] } },
});

/** The logo's room: what the buttons leave (the logo keeps only its mark when it is short). */
export const brand = style({ flex: '1 1 0', minWidth: 0, containerName: logoRoom, containerType: 'inline-size' });

export const nav = style({
  display: 'none',
  '@container': { [roomForLinks]: { display: 'block' } },
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
  ...visuallyHiddenRules,
  '@media': {
    [breakpoints.tablet]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto' },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space[1] });

export const menuButton = style({
  '@container': { [roomForLinks]: { display: 'none' } },
});
