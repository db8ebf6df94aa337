import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const media = style({ aspectRatio: '4 / 3', background: vars.color.surfaceMuted });

export const rates = style({ display: 'grid', gap: 0, margin: `${vars.space[2]} 0 0`, fontSize: vars.fontSize.sm });

export const rate = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlock: vars.space[1],
  borderBottom: `1px dashed ${vars.color.border}`,
});

export const stay = style({ color: vars.color.textMuted });

export const price = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const unit = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const raw = style({ fontWeight: vars.fontWeight.medium, fontStyle: 'italic' });

export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
