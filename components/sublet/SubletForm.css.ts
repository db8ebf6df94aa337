import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
  margin: 0,
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [breakpoints.tablet]: { padding: vars.space[5] } },
});

export const legend = style({
  padding: `0 ${vars.space[2]}`,
  marginInlineStart: `calc(-1 * ${vars.space[2]})`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const noteIcon = style({ color: vars.color.accent, flexShrink: 0, marginTop: '0.1em' });

/** Two or three fields side by side from tablets up. */
export const row = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Address (wide) and zip. */
export const addressRow = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

/** The two bedroom selects side by side on phones; with the rent from tablets up. */
export const bedroomRow = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const rentCell = style({
  gridColumn: '1 / -1',
  '@media': { [breakpoints.tablet]: { gridColumn: 'auto' } },
});

/** The address input with its visible 'Bloomington IN' suffix. */
export const suffixed = style({ display: 'flex', alignItems: 'stretch', minWidth: 0 });

export const suffixedInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
});

export const suffix = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.borderStrong}`,
  borderInlineStart: 'none',
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const checks = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space[6], rowGap: vars.space[2] });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], fontSize: vars.fontSize.sm });

export const progressBar = style({ width: '100%', height: '0.75rem', accentColor: vars.color.primary });

export const submitRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export const afterSuccess = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${afterSuccess} > p`, { margin: 0 });

// The address and the 60-character link break anywhere rather than widen a phone's page.
export const postedAddress = style({ color: vars.color.text, overflowWrap: 'anywhere' });

export const privateLink = style({ overflowWrap: 'anywhere', fontWeight: 600 });
