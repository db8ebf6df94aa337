import { style } from '@vanilla-extract/css';

export const raw = style({ fontStyle: 'italic', whiteSpace: 'nowrap' });
