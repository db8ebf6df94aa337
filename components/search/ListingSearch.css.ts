import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { filterBar } from './FilterDropdown.css';
import { screenOnly } from '@/styles/utilities.css';

export const form = style([
  screenOnly,
  {
    containerName: filterBar,
    containerType: 'inline-size',
    position: 'relative',
    // Where a browser makes a query container a stacking context, an open drop-down would stay
    // under the raised arrows and badges of the cards below the bar: the bar rises while one is open.
    selectors: { '&:has(details[open])': { zIndex: vars.z.dropdown } },
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: vars.space[3],
    padding: vars.space[4],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
  },
]);

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  width: '100%',
  '@media': { [breakpoints.desktop]: { width: 'auto' } },
});

export const selects = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space[3],
  width: '100%',
  '@media': { [breakpoints.desktop]: { width: 'auto', marginInlineStart: 'auto', gridTemplateColumns: 'repeat(2, minmax(11rem, auto))' } },
});

export const submit = style({ width: '100%', '@media': { [breakpoints.desktop]: { width: 'auto' } } });

export const summaryRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBlock: vars.space[4],
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const results = style({
  transition: `opacity ${vars.duration.normal}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
});

/** The sort select alone in its row (/flexible-term, the sublet board): the whole width on phones. */
export const sortOnly = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(14rem, auto)' } },
});
