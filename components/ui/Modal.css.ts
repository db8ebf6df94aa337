import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '@/styles/breakpoints';
import { forcedColors } from '@/styles/forcedColors';
import { vars } from '@/styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(1rem)' }, to: { opacity: 1, transform: 'none' } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const backdrop = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.z.modal,
    display: 'flex',
    background: vars.color.overlay,
    animation: `${fadeIn} ${vars.duration.normal} ease-out`,
    overscrollBehavior: 'contain',
  },
  variants: {
    placement: {
      center: {
        alignItems: 'center',
        justifyContent: 'center',
        padding: vars.space[3],
        '@media': { [breakpoints.tablet]: { padding: vars.space[5] } },
      },
      end: { justifyContent: 'flex-end', alignItems: 'stretch' },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const panel = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    // The shadow is all that edges the panel; forced colours drop it.
    '@media': { [forcedColors]: { border: '1px solid CanvasText' } },
  },
  variants: {
    placement: {
      center: {
        maxHeight: `calc(100dvh - 2 * ${vars.space[3]})`,
        borderRadius: vars.radius.lg,
        animation: `${rise} ${vars.duration.normal} ease-out`,
      },
      end: {
        height: '100%',
        maxWidth: `min(24rem, calc(100% - ${vars.space[7]}))`,
        animation: `${slideIn} ${vars.duration.normal} ease-out`,
      },
    },
    size: {
      sm: { maxWidth: '26rem' },
      md: { maxWidth: '36rem' },
      lg: { maxWidth: '48rem' },
      xl: { maxWidth: '64rem' },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  paddingInlineStart: vars.space[5],
  paddingInlineEnd: vars.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerHiddenTitle = style({ justifyContent: 'flex-end', borderBottom: 'none' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const body = style({
  flex: '1 1 auto',
  overflowY: 'auto',
  padding: vars.space[5],
  overscrollBehavior: 'contain',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  paddingInline: vars.space[5],
  borderTop: `1px solid ${vars.color.border}`,
});
