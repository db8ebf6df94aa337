import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/**
 * Holds about the room of the form that takes its place (a community page's form is 807 px tall
 * at 390 px, 592 px from 768 px, where the fields sit two by two; rounded down), so the section
 * does not grow and push down what is under it when the form comes.
 */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minHeight: '50rem',
  '@media': { [breakpoints.tablet]: { minHeight: '37rem' } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
