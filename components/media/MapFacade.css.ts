import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const preview = style({ objectFit: 'cover' });

/** A drawn street grid standing in for a map picture. */
export const drawn = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.limestone,
  backgroundImage: `linear-gradient(${vars.color.surface} 6px, transparent 6px), linear-gradient(90deg, ${vars.color.surface} 6px, transparent 6px)`,
  backgroundSize: '72px 72px',
  backgroundPosition: 'center',
});

export const pin = style({ color: vars.color.primary, transform: 'translateY(-30%)' });

export const load = style({
  position: 'absolute',
  insetInline: vars.space[3],
  bottom: vars.space[3],
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  minHeight: vars.size.tapTarget,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const loadIcon = style({ gridRow: 'span 2', color: vars.color.primary, display: 'inline-flex' });

export const source = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const frame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

export const link = style({ alignSelf: 'flex-start', fontSize: vars.fontSize.sm });

export const linkIcon = style({ display: 'inline', marginInlineStart: vars.space[1], verticalAlign: '-0.125em' });
