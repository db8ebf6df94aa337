import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * A printed page has every unit: where the browser can show a closed <details>' content
 * (`::details-content`), print shows the whole table instead of the first rows and the toggle.
 */
// '!important': the toggle is also a button, whose own display may come later in the stylesheet.
const PRINT_ALL = { '@supports': { 'selector(::details-content)': { '@media': { print: { display: 'none !important' } } } } } as const;

/** The first rows' table: hidden while the whole table is open below it. */
export const firstUnits = style(PRINT_ALL);

/** The <details> that holds the whole table. */
export const allUnits = style({ marginTop: vars.space[3] });

globalStyle(`${firstUnits}:has(+ ${allUnits}[open])`, { display: 'none' });
globalStyle(`${allUnits}::details-content`, { '@media': { print: { contentVisibility: 'visible', display: 'block' } } });

export const toggle = style([
  PRINT_ALL,
  {
    listStyle: 'none',
    cursor: 'pointer',
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
  },
]);

// Two classes of their own (a composed one would carry the other's class, and its hiding rule).
const label = { display: 'inline-flex', alignItems: 'center', gap: vars.space[2] } as const;
export const whenClosed = style(label);
export const whenOpen = style(label);

globalStyle(`${allUnits}[open] ${whenClosed}`, { display: 'none' });
globalStyle(`${allUnits}:not([open]) ${whenOpen}`, { display: 'none' });
