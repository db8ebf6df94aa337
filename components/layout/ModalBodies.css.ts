import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** The contact and application modal bodies (the forms inside the page-wide modals). */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const about = style({ margin: 0, fontWeight: vars.fontWeight.medium });
