import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const section = style({
  paddingBlock: vars.space[5],
  borderTop: `1px solid ${vars.color.border}`,
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space[2]})`,
  '@media': { [breakpoints.desktop]: { paddingBlock: vars.space[6] } },
});

export const title = style({ fontSize: vars.fontSize.xl, '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['2xl'] } } });

export const lead = style({ color: vars.color.textMuted, marginTop: `calc(-1 * ${vars.space[2]})` });
