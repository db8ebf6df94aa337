import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/** The tour pages (booking, cancel): the simple page frame, the form beside the office's details. */
export { heading, lead, page } from '@/styles/listPage.css';

export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const cardHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const details = style({ margin: 0, display: 'grid', gap: vars.space[3] });
export const term = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const definition = style({ margin: 0, whiteSpace: 'pre-line' });

export const narrow = style({ maxWidth: vars.size.narrow });

export const result = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const notice = style([result, { background: vars.color.surfaceMuted, color: vars.color.text }]);
