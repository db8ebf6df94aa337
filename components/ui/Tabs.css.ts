import { style } from '@vanilla-extract/css';
import { forcedColors, forcedSelected } from '@/styles/forcedColors';
import { vars } from '@/styles/theme.css';

// No gap: a panel hidden until found is still a flex item, and would add one.
export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  marginBottom: vars.space[4],
  gap: vars.space[1],
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  flexShrink: 0,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space[4],
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary, fontWeight: vars.fontWeight.bold },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
  '@media': { [forcedColors]: { selectors: { '&[aria-selected="true"]': forcedSelected } } },
});

export const panel = style({ minWidth: 0, selectors: { '&:focus-visible': { outlineOffset: '4px' } } });
