import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space[5],
  paddingBlock: vars.space[6],
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'center', paddingBlock: vars.space[7] } },
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], alignItems: 'flex-start' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  color: vars.color.primary,
  '@media': { [breakpoints.desktop]: { fontSize: vars.fontSize['4xl'] } },
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const feature = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
});

export const icon = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.round,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});
