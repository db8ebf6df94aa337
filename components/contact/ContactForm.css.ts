import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { forcedColors, shadowFocusRing } from '@/styles/forcedColors';
import { vars } from '@/styles/theme.css';

export const stepHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const stepHeading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus-visible': { ...shadowFocusRing, borderRadius: vars.radius.sm } },
});

export const stepHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The two-segment progress bar under the step heading. */
export const progress = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space[1], marginTop: vars.space[1] });

export const progressSegment = style({
  height: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  '@media': { [forcedColors]: { forcedColorAdjust: 'none', background: 'GrayText' } },
});

export const progressDone = style({
  background: vars.color.primary,
  '@media': { [forcedColors]: { background: 'Highlight' } },
});

export const phoneLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const phoneIcon = style({ color: vars.color.primary, flexShrink: 0 });

/**
 * One piece on the line: the number moves to the next line whole. Only where the line is
 * narrower than the number (larger text) does it break, after the area code (phoneGroup).
 */
export const phoneNumber = style({ display: 'inline-block', maxWidth: '100%', fontWeight: vars.fontWeight.bold });
export const phoneGroup = style({ whiteSpace: 'nowrap' });

export const communitiesSkeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** Back and Send side by side even at 390 px: Send takes the rest of the row on phones. */
export const wizardActions = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[3],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'auto auto', justifyContent: 'start' } },
});
