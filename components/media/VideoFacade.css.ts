import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** A 16:9 stage that holds the preview, then the player. */
export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.text,
});

export const poster = style({ objectFit: 'cover', opacity: 0.75 });

export const posterFallback = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(135deg, ${vars.color.accent}, ${vars.color.primary})`,
});

export const play = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  width: '100%',
  padding: vars.space[4],
  border: 'none',
  background: 'transparent',
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  // Also a link (a tour that opens in a new tab): no underline.
  textDecoration: 'none',
  textShadow: '0 1px 3px rgba(0, 0, 0, 0.6)',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outlineOffset: '-6px', outlineColor: vars.color.primaryText } },
});

export const playIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  boxShadow: vars.shadow.lg,
  selectors: { [`${play}:hover &`]: { background: vars.color.primaryHover } },
});

export const source = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });

/**
 * The action's words, at most two lines on screen (all of them read by screen readers): a long
 * floor plan name ran to four lines on a phone and pushed the round icon out of the 16:9 stage.
 */
export const label = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  maxWidth: '40rem',
  textAlign: 'center',
});

export const frame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

export const fallbackLink = style({ display: 'inline-block', marginTop: vars.space[3], fontSize: vars.fontSize.sm });

export const unavailable = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[4],
  color: vars.color.primaryText,
  textAlign: 'center',
});

export const linkIcon = style({ display: 'inline', marginInlineStart: vars.space[1], verticalAlign: '-0.125em' });
