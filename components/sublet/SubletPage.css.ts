import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/** The layout of the sublet pages (board, post form, manage, approve). */
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

export const narrow = style({ maxWidth: vars.size.narrow });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': { [breakpoints.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, marginTop: vars.space[2], color: vars.color.textMuted, maxWidth: '60ch' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
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

export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], fontSize: vars.fontSize.sm });

export const single = style({ maxWidth: '40rem' });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
