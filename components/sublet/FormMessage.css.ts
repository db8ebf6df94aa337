import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const base = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: vars.shadow.focus } },
});

export const box = styleVariants({
  error: [base, { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.text }],
  success: [base, { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.text }],
});

export const title = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const errorIcon = style({ color: vars.color.danger, flexShrink: 0, marginTop: '0.1em' });
export const successIcon = style({ color: vars.color.success, flexShrink: 0, marginTop: '0.1em' });

export const detail = style({ margin: 0, marginTop: vars.space[2] });

export const list = style({ margin: 0, marginTop: vars.space[2], paddingInlineStart: vars.space[5] });

export const link = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
