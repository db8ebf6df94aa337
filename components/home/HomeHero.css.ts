import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const hero = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: 'min(70vh, 36rem)',
  paddingBlock: vars.space[8],
  overflow: 'hidden',
  color: vars.color.primaryText,
  background: `radial-gradient(circle at 85% 20%, ${vars.color.accent} 0, transparent 45%), linear-gradient(135deg, ${vars.color.primaryHover} 0%, ${vars.color.primary} 55%, ${vars.color.accent} 130%)`,
});

export const inner = style({ position: 'relative', zIndex: 1 });

export const eyebrow = style({
  margin: 0,
  marginBottom: vars.space[3],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  opacity: 0.9,
});

export const title = style({
  maxWidth: '14ch',
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['4xl'] } },
});

export const lead = style({
  maxWidth: '34rem',
  marginBlock: `${vars.space[4]} ${vars.space[6]}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[6],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textDecoration: 'none',
  boxShadow: vars.shadow.md,
  selectors: {
    '&:hover': { background: vars.color.limestone, color: vars.color.primaryHover },
    '&:focus-visible': { outlineColor: vars.color.primaryText },
  },
});

/** A quiet outline of limestone blocks, drawn with CSS only (no image to download). */
export const blocks = style({
  position: 'absolute',
  insetBlockEnd: '-2rem',
  insetInlineEnd: '-3rem',
  width: '22rem',
  height: '22rem',
  opacity: 0.12,
  backgroundImage: `linear-gradient(${vars.color.primaryText} 2px, transparent 2px), linear-gradient(90deg, ${vars.color.primaryText} 2px, transparent 2px)`,
  backgroundSize: '4rem 2rem',
  transform: 'rotate(-8deg)',
  pointerEvents: 'none',
});
