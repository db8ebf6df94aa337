import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { screenOnly } from '@/styles/utilities.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  flex: '1 1 auto',
  padding: vars.space[4],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const address = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

// A target of 24 px at least, beside the address's last line.
export const mapLink = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  marginBlock: -3,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const rent = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  lineHeight: vars.lineHeight.tight,
});

export const per = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const factTerm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.textMuted,
});

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const description = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style([screenOnly, { marginTop: 'auto', paddingTop: vars.space[2], display: 'flex', flexWrap: 'wrap', gap: vars.space[2] }]);
