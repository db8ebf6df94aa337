import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const slide = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Room for the slider's arrows at both sides. */
export const withArrows = style({ paddingInline: vars.space[7] });

export const card = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const figure = style({ margin: 0 });

export const quote = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  paddingInlineStart: vars.space[3],
  borderInlineStart: `4px solid ${vars.color.primary}`,
});

export const tenant = style({ marginTop: vars.space[2], color: vars.color.textMuted, fontWeight: vars.fontWeight.bold });
