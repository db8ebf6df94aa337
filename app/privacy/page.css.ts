import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({
  maxWidth: vars.size.narrow,
  marginInline: 'auto',
  paddingBlock: vars.space[6],
  lineHeight: vars.lineHeight.relaxed,
  '@media': { [breakpoints.tablet]: { paddingBlock: vars.space[7] } },
});

globalStyle(`${page} h2`, { marginTop: vars.space[6], marginBottom: vars.space[2] });
globalStyle(`${page} ul`, { paddingInlineStart: vars.space[5] });
globalStyle(`${page} li + li`, { marginTop: vars.space[2] });
