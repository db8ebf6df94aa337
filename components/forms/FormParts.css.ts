import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/** Layout shared by the lead forms (application, contact). */

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** One column on phones, two from tablets up. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A grid cell spanning both columns. */
export const full = style({ gridColumn: '1 / -1' });

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space[1],
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space[1] });

export const checkboxRow = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space[5] });

export const checkboxGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space[5],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const groupError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

export const smallPrint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const note = style({
  margin: 0,
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const noteLink = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const requiredLegend = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
