import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  flex: '1 0 auto',
  width: '100%',
  maxWidth: vars.size.narrow,
  marginInline: 'auto',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
  textAlign: 'center',
  '@media': { [breakpoints.tablet]: { paddingBlock: vars.space[9] } },
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.primary,
  '@media': { [breakpoints.tablet]: { fontSize: `calc(${vars.fontSize['4xl']} * 1.6)` } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['3xl'] } } });

export const lead = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.medium });

export const message = style({ margin: 0, color: vars.color.textMuted, maxWidth: '34rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  marginTop: vars.space[3],
});
