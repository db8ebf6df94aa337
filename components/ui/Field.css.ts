import { style } from '@vanilla-extract/css';
import { shadowFocusRing } from '@/styles/forcedColors';
import { vars } from '@/styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space[1] });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** The shared look of text inputs, selects and textareas. */
export const control = style({
  width: '100%',
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': { ...shadowFocusRing, borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
    '&[readonly]': { background: vars.color.surfaceMuted },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
