import { vars } from './theme.css';

/**
 * Windows Contrast themes (and any browser set to force its own colours). The browser then paints
 * every text, border and background in the visitor's few theme colours and drops box-shadows, so a
 * state shown only by a background or a shadow disappears. docs/accessibility.md has the rules.
 */
export const forcedColors = '(forced-colors: active)';

/**
 * A focus ring drawn as a box-shadow (it follows the control's rounded border). The transparent
 * outline is invisible in normal colours; in forced colours the shadow is dropped and the browser
 * paints the outline in the theme's colour, so the focus stays visible there.
 */
export const shadowFocusRing = {
  outline: '2px solid transparent',
  outlineOffset: '2px',
  boxShadow: vars.shadow.focus,
} as const;

/**
 * A chosen or pressed state that normal colours show as a filled background: in forced colours,
 * the theme's selection colours (a filled background would otherwise become the page's).
 */
export const forcedSelected = {
  forcedColorAdjust: 'none',
  background: 'Highlight',
  borderColor: 'Highlight',
  color: 'HighlightText',
} as const;
