import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';

/** The sort select alone in its row: the whole width on phones. */
export const sortOnly = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(14rem, auto)' } },
});
