import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { screenOnly } from '@/styles/utilities.css';

export const accordion = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.body });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[2],
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

// On paper every answer shows (styles/global.css.ts): no chevron says it is closed.
export const chevron = style([
  screenOnly,
  {
    transition: `transform ${vars.duration.normal}`,
    selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  },
]);

export const panel = style({ paddingInline: vars.space[2], paddingBottom: vars.space[4] });
