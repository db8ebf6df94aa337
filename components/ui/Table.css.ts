import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { captionText, tableScroller } from '@/styles/tableScroll.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

// Positioned (tableScroller), so visually hidden (absolute) text inside stays in the scroller
// instead of widening the page.
export const scroll = style([
  tableScroller,
  { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface },
]);

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space[3],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const captionInner = style([captionText, { paddingInline: vars.space[3] }]);

export const th = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  textAlign: 'start',
  verticalAlign: 'bottom',
  background: vars.color.surfaceMuted,
  borderBottom: `2px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const td = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const rowHeader = style([td, { fontWeight: vars.fontWeight.bold, textAlign: 'start' }]);

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size.tapTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.primary } },
  // On paper a sortable header is its title: no tap-sized height.
  '@media': { print: { minHeight: 'auto' } },
});

/** The sort arrow: left off paper with the other things to press (styles/utilities.css.ts, screenOnly). */
export const sortIcon = style({ '@media': { print: { display: 'none' } } });

export const sortIconIdle = style([sortIcon, { opacity: 0.35 }]);

export const empty = style([td, { textAlign: 'center', color: vars.color.textMuted, paddingBlock: vars.space[5] }]);

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  fontSize: vars.fontSize.sm,
  // Rows per page, the pager and the CSV download are pressed, not read.
  '@media': { print: { display: 'none' } },
});

export const controlGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });

export const pageSize = style({
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space[2],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** On phones the "1–50 of 120 · Page 1 of 3" line sits above the two buttons. */
export const pageStatus = style({ flexBasis: '100%', '@media': { [breakpoints.tablet]: { flexBasis: 'auto' } } });
