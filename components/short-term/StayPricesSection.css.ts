import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const table = style({ width: '100%', borderCollapse: 'collapse', background: vars.color.surface, borderRadius: vars.radius.md });

export const caption = style({ captionSide: 'top', textAlign: 'start', paddingBottom: vars.space[2], color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const th = style({
  textAlign: 'start',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const rowHeader = style({
  textAlign: 'start',
  padding: `${vars.space[3]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const tierNote = style({ display: 'block', fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.xs, color: vars.color.warning });

export const td = style({ padding: `${vars.space[3]} ${vars.space[3]}`, borderBottom: `1px solid ${vars.color.border}` });

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const unit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const raw = style({ fontStyle: 'italic', whiteSpace: 'normal' });

export const taxNote = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], marginTop: vars.space[3], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const termsTitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space[5]} 0 ${vars.space[2]}` });

export const terms = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[2],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const term = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2] });

export const termIcon = style({ flex: '0 0 auto', marginTop: '0.15em', color: vars.color.accent });
