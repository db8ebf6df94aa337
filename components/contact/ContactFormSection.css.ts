import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], scrollMarginTop: vars.size.header });

export const pageHeading = style({ margin: 0, fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight });

export const heading = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const card = style({
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [breakpoints.tablet]: { padding: vars.space[6] } },
});
