import { style } from '@vanilla-extract/css';

/**
 * A wide table's horizontal scroller. It is a size container so that its caption's text can be
 * as wide as the part of the table on screen (`100cqi`) rather than as wide as the table.
 */
export const tableScroller = style({ position: 'relative', overflowX: 'auto', containerType: 'inline-size' });

/**
 * A caption's text, inside <caption>: it wraps at the scroller's width and stays at its start
 * while the table scrolls, so a phone shows the whole sentence without scrolling sideways.
 */
export const captionText = style({ display: 'block', position: 'sticky', insetInlineStart: 0, maxWidth: '100cqi' });
