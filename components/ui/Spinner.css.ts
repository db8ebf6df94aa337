import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { forcedColors } from '@/styles/forcedColors';
import { vars } from '@/styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });

/** The turning ring, also drawn by CSS alone where no element can be added (earlySubmit.css.ts). */
export const ring = {
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.75s linear infinite`,
  // Forced colours would paint the open quarter too, and a full ring shows no turning. Opted
  // out, the ring takes the theme's text colour itself: what it inherits is the page's own.
  '@media': {
    [forcedColors]: { forcedColorAdjust: 'none', borderColor: 'CanvasText', borderRightColor: 'transparent' },
  },
} satisfies StyleRule;

/** The ring's sizes. */
export const ringSizes = {
  sm: { width: '1em', height: '1em', borderWidth: '2px' },
  md: { width: vars.space[6], height: vars.space[6], borderWidth: '3px' },
  lg: { width: vars.space[7], height: vars.space[7], borderWidth: '4px' },
} satisfies Record<string, StyleRule>;

export const spinner = recipe({
  base: ring,
  variants: {
    size: ringSizes,
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
