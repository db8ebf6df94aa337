import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * Sticky at the bottom of the viewport and last in the page: it covers nothing for good (at the
 * end of the page it sits below the footer) and moves nothing above it when the banner appears.
 */
export const slot = style({ position: 'sticky', bottom: 0, zIndex: vars.z.header });
