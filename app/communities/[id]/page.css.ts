import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const contact = style({ paddingBlock: vars.space[6], borderTop: `1px solid ${vars.color.border}`, maxWidth: '36rem' });
