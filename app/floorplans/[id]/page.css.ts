import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

/** Phones: summary, contact card, sections. Desktop: summary and sections beside a sticky contact card. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"summary" "aside" "sections"',
  columnGap: vars.space[6],
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) 22rem',
      gridTemplateAreas: '"summary aside" "sections aside"',
      alignItems: 'start',
    },
  },
});

export const summary = style({ gridArea: 'summary', minWidth: 0 });

export const aside = style({ gridArea: 'aside', minWidth: 0, paddingBlock: vars.space[4], alignSelf: 'stretch' });

export const sticky = style({ '@media': { [breakpoints.desktop]: { position: 'sticky', top: `calc(${vars.size.header} + ${vars.space[4]})` } } });

export const sections = style({ gridArea: 'sections', minWidth: 0 });
