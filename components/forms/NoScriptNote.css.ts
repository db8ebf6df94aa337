import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** The notice shown in place of a working form when JavaScript is off. */
export const note = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
});
