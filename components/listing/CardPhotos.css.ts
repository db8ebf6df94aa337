import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { screenOnly } from '@/styles/utilities.css';

export const frame = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  background: vars.color.surfaceMuted,
  outline: 'none',
});

export const image = style({ objectFit: 'cover' });

export const slide = style({ position: 'relative', aspectRatio: '3 / 2', background: vars.color.surfaceMuted });

export const slider = style({ borderStartStartRadius: vars.radius.lg, borderStartEndRadius: vars.radius.lg });

export const next = style([
  screenOnly,
  {
    position: 'absolute',
    top: '50%',
    insetInlineEnd: vars.space[2],
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
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);
