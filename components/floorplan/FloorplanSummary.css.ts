import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], paddingBlock: vars.space[4] });

export const eyebrow = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['3xl'] }, [breakpoints.desktop]: { fontSize: vars.fontSize['4xl'] } },
});

export const facts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `${vars.space[2]} ${vars.space[4]}` });

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], fontWeight: vars.fontWeight.medium });

export const factIcon = style({ flex: '0 0 auto', color: vars.color.accent });

export const price = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space[1]} ${vars.space[4]}` });

export const priceLine = style({ margin: 0, minWidth: 0, fontSize: vars.fontSize.lg });

export const amount = style({ fontSize: vars.fontSize['2xl'], color: vars.color.primary });

export const regular = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const allIn = style({ margin: `${vars.space[1]} 0 0`, fontSize: vars.fontSize.sm });
export const allInNote = style({ display: 'block', color: vars.color.textMuted });
export const until = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const date = style({ whiteSpace: 'nowrap' });

export const specialBadge = style({
  display: 'inline-block',
  marginInlineEnd: vars.space[2],
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  verticalAlign: 'middle',
});

export const availableNow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});

export const specials = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const special = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  fontWeight: vars.fontWeight.medium,
});

export const specialIcon = style({ flex: '0 0 auto', marginTop: '0.15em', color: vars.color.warning });

export const address = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2], margin: 0 });

export const description = style({ margin: 0, maxWidth: '46rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export const locationLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.tapTarget,
  fontWeight: vars.fontWeight.bold,
});
