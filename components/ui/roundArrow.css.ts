import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { screenOnly } from '@/styles/utilities.css';

/**
 * A round arrow over pictures: a slider's (Slider.css.ts), and a card's photo arrow that stands in
 * for its slider until the slider has loaded (components/listing/CardPhotos.css.ts). A file of its
 * own, so that a card's first load does not bring the slider's styles. Not on paper.
 */
export const roundArrow = style([
  screenOnly,
  {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.tapTarget,
    height: vars.size.tapTarget,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.round,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
]);
