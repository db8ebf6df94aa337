import type { StyleRule } from '@vanilla-extract/css';

/**
 * For the items of a long list (cards): the browser skips their style, layout and paint while
 * they are far off screen (content-visibility: auto) — they stay in the DOM, the accessibility
 * tree and find-in-page. `height` is the height an item is assumed to have until it has rendered
 * once; after that the browser remembers the real one (`auto`), so the scrollbar does not jump.
 * After a jump (a link to a later section, find-in-page), the cards that land on screen take their
 * real height a frame or two later and move what is below them: the browser tests click below a
 * card list with clickWhenSettled (e2e/support/listing.ts). A glide to a target past such cards
 * would render them on the way and end off its target, so the page never glides (global.css.ts).
 */
export function renderWhenNearViewport(height: string): StyleRule {
  // Only the block size: a width here would become the item's minimum width in a grid track.
  return { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${height}` };
}
