import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const section = style({
  maxWidth: vars.size.narrow,
  marginInline: 'auto',
  paddingBlock: vars.space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  '@media': { [breakpoints.tablet]: { paddingBlock: vars.space[7] } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const card = style({
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [breakpoints.tablet]: { padding: vars.space[6] } },
});

export const free = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});

export const switchRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], margin: 0 });

export const switchLink = style({ fontWeight: vars.fontWeight.bold });
