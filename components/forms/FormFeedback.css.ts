import { style, styleVariants } from '@vanilla-extract/css';
import { shadowFocusRing } from '@/styles/forcedColors';
import { vars } from '@/styles/theme.css';

const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  selectors: { '&:focus-visible': shadowFocusRing },
});

export const feedback = styleVariants({
  error: [box, { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.text }],
  success: [box, { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.text }],
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
});

export const errorIcon = style({ color: vars.color.danger, flexShrink: 0 });
export const successIcon = style({ color: vars.color.success, flexShrink: 0 });

export const list = style({ margin: 0, paddingInlineStart: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const link = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
