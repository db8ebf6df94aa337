import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const gallery = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[3] });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  width: '100%',
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: '2fr 1fr',
      gridAutoRows: '14rem',
      selectors: {
        '&[data-count="1"]': { gridTemplateColumns: 'minmax(0, 1fr)' },
      },
    },
  },
});

export const item = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  '@media': { [breakpoints.desktop]: { aspectRatio: 'auto' } },
});

export const lead = style({
  position: 'relative',
  gridColumn: '1 / -1',
  aspectRatio: '16 / 10',
  '@media': { [breakpoints.desktop]: { aspectRatio: 'auto', gridColumn: '1', gridRow: 'span 2' } },
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
});

export const moreCount = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const failed = style({ margin: 0, color: vars.color.danger });
