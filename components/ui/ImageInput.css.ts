import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { visuallyHidden } from '@/styles/utilities.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

/** The real file input stays focusable but invisible; its label is the visible button. */
export const fileInput = style([visuallyHidden]);

export const picker = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space[4],
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${fileInput}:disabled + &`]: { opacity: 0.6, cursor: 'not-allowed' },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const notice = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.warning, fontWeight: vars.fontWeight.medium });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const previews = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: vars.space[3],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const preview = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const previewImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** In place of a picture the browser cannot show: the file's name below says which it is. */
export const previewUnshown = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  paddingBottom: vars.space[5],
  color: vars.color.textMuted,
});

export const previewName = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: vars.space[1],
  fontSize: vars.fontSize.xs,
  background: vars.color.overlay,
  color: vars.color.primaryText,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const badge = style({
  position: 'absolute',
  top: vars.space[1],
  insetInlineStart: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const remove = style({
  position: 'absolute',
  top: vars.space[1],
  insetInlineEnd: vars.space[1],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.dangerSoft, color: vars.color.danger } },
});

export const fileName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], fontSize: vars.fontSize.sm });

export const removeInline = style([remove, { position: 'static', boxShadow: 'none', border: `1px solid ${vars.color.border}` }]);
