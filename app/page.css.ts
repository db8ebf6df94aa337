import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const search = style({
  paddingBlock: vars.space[7],
  scrollMarginTop: vars.space[4],
  selectors: { '&:focus': { outline: 'none' } },
});

export const heading = style({
  marginBottom: vars.space[5],
  fontSize: vars.fontSize['2xl'],
});
