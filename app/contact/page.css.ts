import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({
  maxWidth: vars.size.narrow,
  marginInline: 'auto',
  paddingBlock: vars.space[6],
  '@media': { [breakpoints.tablet]: { paddingBlock: vars.space[7] } },
});
