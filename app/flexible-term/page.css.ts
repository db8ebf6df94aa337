import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], marginTop: vars.space[2] });

export const section = style({
  paddingBlock: vars.space[6],
  borderTop: `1px solid ${vars.color.border}`,
  scrollMarginTop: vars.size.header,
  selectors: { '&:focus': { outline: 'none' } },
});

export const heading = style({ fontSize: vars.fontSize['2xl'], '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['3xl'] } } });
