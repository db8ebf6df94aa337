import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * The filter bar the drop-downs sit in (ListingSearch.css `form`). A panel hangs under its
 * button where the bar is wide enough for the last button's panel to end inside it: 46.4rem
 * with four buttons, three of them showing a count; else it spans the bar, as on phones. In
 * rem, so with larger text (a visitor's setting) a panel spans the bar rather than run past the
 * screen's edge.
 */
export const filterBar = createContainer();
const roomToHang = `${filterBar} (min-width: 48rem)`;

export const details = style({
  position: 'static',
  '@container': { [roomToHang]: { position: 'relative' } },
});

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  listStyle: 'none',
  userSelect: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceMuted },
    [`${details}[open] > &`]: { borderColor: vars.color.primary, color: vars.color.primary },
  },
});

export const active = style({ background: vars.color.accentSoft, borderColor: vars.color.accent });

export const countBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.4em',
  height: '1.4em',
  paddingInline: vars.space[1],
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${details}[open] > summary &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  position: 'absolute',
  insetInline: vars.space[4],
  zIndex: vars.z.dropdown,
  marginTop: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  '@container': {
    [roomToHang]: { insetInline: 'auto', insetInlineStart: 0, minWidth: '17rem', maxWidth: '22rem' },
  },
});

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const options = style({ display: 'grid', gap: vars.space[1] });
