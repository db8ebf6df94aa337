import { style, type StyleRule } from '@vanilla-extract/css';

const drawing: StyleRule = {
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: '-0.125em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

/** An icon whose size its width and height attributes give. */
export const icon = style(drawing);

/**
 * An icon of the default size (Icon.tsx), sized here rather than by two attributes: a list page
 * draws a few hundred of them, each attribute written in its HTML.
 */
export const iconDefaultSize = style({ ...drawing, width: '1.25em', height: '1.25em' });
