import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { forcedColors, forcedSelected, shadowFocusRing } from '@/styles/forcedColors';
import { vars } from '@/styles/theme.css';

/** Choices shown as tappable chips: a native radio inside each label, so arrow keys move within a group. */
export const chips = style({
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.25rem, 1fr))',
});

export const kinds = style({
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const chip = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '2px',
  minHeight: vars.size.tapTarget,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'center',
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primary, color: vars.color.primaryText },
    '&:has(input:focus-visible)': shadowFocusRing,
  },
  '@media': { [forcedColors]: { selectors: { '&:has(input:checked)': forcedSelected } } },
});

export const kindChip = style([chip, { alignItems: 'flex-start', textAlign: 'start' }]);

/** The radio itself: over the chip, invisible, still focusable and announced. */
export const radio = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' });

export const chipMain = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const chipSub = style({ fontSize: vars.fontSize.xs });
