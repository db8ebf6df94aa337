import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const slide = style({ paddingBlock: vars.space[1] });
