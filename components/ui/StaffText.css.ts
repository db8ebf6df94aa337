import { style } from '@vanilla-extract/css';

/** One paragraph of a staff text: its line breaks kept, a little space before the next. */
export const paragraph = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  selectors: { '& + &': { marginTop: '0.75em' } },
});
