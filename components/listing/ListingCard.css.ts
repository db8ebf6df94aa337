import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { screenOnly } from '@/styles/utilities.css';

/** The shared look of floor plan and unit cards. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'visible',
  // On paper a card stays on one page.
  '@media': { print: { breakInside: 'avoid' } },
});

export const media = style({
  position: 'relative',
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineStart: vars.space[2],
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

export const badge = style({
  display: 'inline-block',
  paddingBlock: '0.125rem',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.sm,
});

export const badgeFeatured = style({ background: vars.color.primary, color: vars.color.primaryText });
export const badgeAvailable = style({ background: vars.color.successSoft, color: vars.color.success });
export const badgeLater = style({ background: vars.color.surface, color: vars.color.text });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  flex: '1 1 auto',
  padding: vars.space[4],
});

export const community = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const headingLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

export const actions = style([
  screenOnly,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[2],
    marginTop: 'auto',
    paddingTop: vars.space[2],
  },
]);

export const smallAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

export const primaryAction = style({
  marginInlineStart: 'auto',
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.primaryText,
  selectors: { '&:hover': { background: vars.color.primaryHover, color: vars.color.primaryText } },
});

export const moveIn = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
