import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
