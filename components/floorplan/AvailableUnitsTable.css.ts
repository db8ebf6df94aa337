import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** The first rows' table: hidden while the whole table is open below it. */
export const firstUnits = style({});

/** The <details> that holds the whole table. */
export const allUnits = style({ marginTop: vars.space[3] });

globalStyle(`${firstUnits}:has(+ ${allUnits}[open])`, { display: 'none' });

export const toggle = style({
  listStyle: 'none',
  cursor: 'pointer',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

// Two classes of their own (a composed one would carry the other's class, and its hiding rule).
const label = { display: 'inline-flex', alignItems: 'center', gap: vars.space[2] } as const;
export const whenClosed = style(label);
export const whenOpen = style(label);

globalStyle(`${allUnits}[open] ${whenClosed}`, { display: 'none' });
globalStyle(`${allUnits}:not([open]) ${whenOpen}`, { display: 'none' });
