import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** The line over the dates saying what they match. */
export const hint = style({ margin: 0, marginBottom: vars.space[2], fontSize: vars.fontSize.sm, color: vars.color.textMuted });
