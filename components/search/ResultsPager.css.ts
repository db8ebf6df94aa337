import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { screenOnly } from '@/styles/utilities.css';

export const pager = style([
  screenOnly,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[3],
    marginTop: vars.space[6],
  },
]);

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

const centeredRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space[2],
});

export const row = style([centeredRow, { rowGap: vars.space[3] }]);

/** On a phone the numbers come first, on a line of their own; Previous and Next share the next. */
export const numbers = style([
  centeredRow,
  {
    order: -1,
    flexBasis: '100%',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [breakpoints.tablet]: { order: 0, flexBasis: 'auto' } },
  },
]);

const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
});

export const number = style([
  box,
  {
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
  },
]);

export const step = style([number, { color: vars.color.primary }]);

export const current = style([
  box,
  { border: `1px solid ${vars.color.primary}`, background: vars.color.primary, color: vars.color.primaryText },
]);

export const gap = style({ minWidth: vars.space[5], textAlign: 'center', color: vars.color.textMuted });
