import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  top: vars.space[2],
  left: vars.space[2],
  zIndex: vars.z.toast,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
  transform: 'translateY(-200%)',
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '&:focus, &:focus-visible': { transform: 'none', color: vars.color.primaryText },
  },
});
