import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { formRoom } from '@/styles/formRoom';
import { vars } from '@/styles/theme.css';

/** The form's room (styles/formRoom.ts): a community page's form is 807 px tall at 390 px, 592 px from 768 px. */
export const skeleton = style([{ display: 'flex', flexDirection: 'column', gap: vars.space[3] }, formRoom('50rem', '37rem')]);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
