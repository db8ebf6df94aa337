import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { tableScroller } from '@/styles/tableScroll.css';

/** Shared looks of the floor plan page's sections. */

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const columns = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const iconItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2] });

export const itemIcon = style({ flex: '0 0 auto', marginTop: '0.15em', color: vars.color.accent });

export const featuredIcon = style({ flex: '0 0 auto', marginTop: '0.15em', color: vars.color.primary });

export const tag = style({
  display: 'inline-block',
  marginInlineStart: vars.space[2],
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  verticalAlign: 'middle',
});

export const muted = style({ color: vars.color.textMuted });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: `${vars.space[3]} 0 0` });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], listStyle: 'none', margin: `0 0 ${vars.space[3]}`, padding: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const chipNow = style([chip, { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.success, fontWeight: vars.fontWeight.bold }]);

export const subheading = style({ fontSize: vars.fontSize.lg, margin: `${vars.space[4]} 0 ${vars.space[2]}` });

export const tableScroll = style([tableScroller, { margin: `${vars.space[3]} 0 0` }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
});

export const th = style({
  textAlign: 'start',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `2px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const td = style({ padding: `${vars.space[2]} ${vars.space[3]}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const bill = style({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: vars.color.textMuted });

export const billRow = style({
  display: 'flex',
  // With larger text the average moves below the bill's name rather than past the screen.
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[3],
  paddingBlock: vars.space[2],
  borderBottom: `1px dashed ${vars.color.border}`,
});

export const disclaimer = style({
  display: 'flex',
  gap: vars.space[2],
  marginTop: vars.space[4],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const caption = style({ captionSide: 'top', textAlign: 'start', paddingBottom: vars.space[2], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A unit's name ('Apt C-301A') on one line: broken at its hyphen it took three on a phone. */
export const rowHeader = style({ fontWeight: vars.fontWeight.regular, textAlign: 'start', whiteSpace: 'nowrap' });

/** The amenity tabs: scrolled sideways on a phone, wrapped onto more rows where there is room. */
// Doubled class: it must win over the tab list's own overflow, whatever the stylesheet order.
export const amenityTabs = style({ '@media': { [breakpoints.tablet]: { selectors: { '&&': { flexWrap: 'wrap', overflowX: 'visible' } } } } });
