import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const page = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  '@media': { [breakpoints.desktop]: { paddingBlock: vars.space[7] } },
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, marginTop: vars.space[2], color: vars.color.textMuted, maxWidth: '60ch' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({
  margin: 0,
  padding: vars.space[6],
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
