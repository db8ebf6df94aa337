import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from './breakpoints';
import { renderWhenNearViewport } from './deferredRendering';
import { vars } from './theme.css';

/** The frame of a simple listing page (the sublet pages, the team page): header, then content. */
export const page = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingBlock: vars.space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  '@media': { [breakpoints.desktop]: { paddingBlock: vars.space[7] } },
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, marginTop: vars.space[2], color: vars.color.textMuted, maxWidth: '60ch' });

export const empty = style({
  margin: 0,
  padding: vars.space[6],
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

const grid = style({
  display: 'grid',
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * A grid of cards as wide as `minWidth` or wider; `cardHeight` is a card's usual height at
 * phone width, assumed for the cards off screen until they render (renderWhenNearViewport).
 */
function cardGrid(minWidth: string, cardHeight: string): string {
  const variant = style([grid, { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr))` }]);
  globalStyle(`${variant} > li`, renderWhenNearViewport(cardHeight));
  return variant;
}

export const teamGrid = cardGrid('18rem', '20rem');
export const subletGrid = cardGrid('20rem', '42rem');
