import { createVar, style } from '@vanilla-extract/css';
import { forcedColors } from '@/styles/forcedColors';
import { vars } from '@/styles/theme.css';

export const startPercent = createVar();
export const endPercent = createVar();
const thumb = vars.space[5];
const trackHeight = vars.space[1];

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[2],
  flexWrap: 'wrap',
});

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const output = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const slider = style({
  position: 'relative',
  height: vars.size.tapTarget,
  vars: { [startPercent]: '0', [endPercent]: '1' },
});

export const track = style({
  position: 'absolute',
  insetInline: `calc(${thumb} / 2)`,
  top: '50%',
  height: trackHeight,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  '@media': { [forcedColors]: { forcedColorAdjust: 'none', background: 'GrayText' } },
});

export const fill = style({
  position: 'absolute',
  top: '50%',
  height: trackHeight,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  left: `calc(${thumb} / 2 + (100% - ${thumb}) * ${startPercent})`,
  right: `calc(${thumb} / 2 + (100% - ${thumb}) * (1 - ${endPercent}))`,
  '@media': { [forcedColors]: { forcedColorAdjust: 'none', background: 'Highlight' } },
});

const thumbLook = {
  width: thumb,
  height: thumb,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  border: `3px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  pointerEvents: 'auto',
} as const;

const focusedThumbForced = { forcedColorAdjust: 'none', background: 'Highlight', borderColor: 'CanvasText' } as const;

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  appearance: 'none',
  WebkitAppearance: 'none',
  background: 'transparent',
  pointerEvents: 'none',
  zIndex: 1,
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&::-webkit-slider-runnable-track': { background: 'transparent', height: '100%' },
    '&::-moz-range-track': { background: 'transparent' },
    '&::-webkit-slider-thumb': { ...thumbLook, WebkitAppearance: 'none', appearance: 'none', marginTop: `calc((${vars.size.tapTarget} - ${thumb}) / 2)` },
    '&::-moz-range-thumb': thumbLook,
    '&:focus-visible::-webkit-slider-thumb': { boxShadow: vars.shadow.focus },
    '&:focus-visible::-moz-range-thumb': { boxShadow: vars.shadow.focus },
    '&:active::-webkit-slider-thumb': { cursor: 'grabbing' },
  },
  // Forced colours drop the focus shadow: the focused thumb takes the theme's selection colour.
  '@media': {
    [forcedColors]: {
      selectors: {
        '&:focus-visible::-webkit-slider-thumb': focusedThumbForced,
        '&:focus-visible::-moz-range-thumb': focusedThumbForced,
      },
    },
  },
});

export const inputOnTop = style({ zIndex: 2 });

export const bounds = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
