import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], paddingBlock: vars.space[5] });

export const eyebrow = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  '@media': { [breakpoints.desktop]: { fontSize: vars.fontSize['4xl'] } },
});

export const line = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2], margin: 0 });

export const icon = style({ flex: '0 0 auto', marginTop: '0.15em', color: vars.color.accent });

export const figures = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const figure = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const figureValue = style({ fontSize: vars.fontSize.lg, color: vars.color.primary });

export const description = style({ margin: 0, maxWidth: '46rem', fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });

export const anchor = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], minHeight: vars.size.tapTarget, fontWeight: vars.fontWeight.bold });
