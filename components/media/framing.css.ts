import { style } from '@vanilla-extract/css';

/**
 * A picture whose edge is one flat colour (a layout drawing) is shown whole in its frame, on that
 * colour (set inline: framing.ts). Doubled class: it wins over a tile's or card's `cover` whatever
 * the stylesheet order.
 */
export const whole = style({ selectors: { '&&': { objectFit: 'contain' } } });
