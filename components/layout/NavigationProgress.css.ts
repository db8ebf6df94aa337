import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { visuallyHidden } from '@/styles/utilities.css';

// Most of the way at once, then ever slower: the bar never claims to be done before the page is.
const advance = keyframes({
  from: { transform: 'scaleX(0.08)' },
  '20%': { transform: 'scaleX(0.45)' },
  to: { transform: 'scaleX(0.92)' },
});

/** Shown while the element has `data-shown` (NavigationProgress.tsx). */
export const region = style({});

const whileShown = `${region}[data-shown] &`;

export const bar = style({
  display: 'none',
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.z.toast,
  blockSize: '3px',
  background: vars.color.primary,
  transformOrigin: 'left',
  pointerEvents: 'none',
  selectors: {
    [whileShown]: { display: 'block', animation: `${advance} 8s cubic-bezier(0.1, 0.7, 0.3, 1) forwards` },
  },
});

export const text = style([visuallyHidden, { display: 'none', selectors: { [whileShown]: { display: 'block' } } }]);
