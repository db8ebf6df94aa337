import { style } from '@vanilla-extract/css';

/** The page's <main>: grows so the footer sits at the bottom of short pages. */
export const main = style({
  flex: '1 0 auto',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
});
