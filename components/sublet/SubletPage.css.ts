import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/** The layout of the sublet pages (board, post form, manage, approve). */
export { empty, heading, lead, page, subletGrid as grid } from '@/styles/listPage.css';

export const narrow = style({ maxWidth: vars.size.narrow });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': { [breakpoints.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});

export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], fontSize: vars.fontSize.sm });

export const single = style({ maxWidth: '40rem' });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** A card's "Report" link: small, beside its Contact button, out of the way. */
export const report = style({
  marginInlineStart: 'auto',
  alignSelf: 'center',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The board's line on staying safe, under its lead. */
export const safety = style({
  margin: 0,
  marginTop: vars.space[2],
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'flex-start',
  maxWidth: '60ch',
  fontSize: vars.fontSize.sm,
});
