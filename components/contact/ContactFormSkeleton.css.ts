import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
