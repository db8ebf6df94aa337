import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '2.25rem',
  paddingInlineStart: vars.space[3],
  paddingInlineEnd: vars.space[2],
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});
