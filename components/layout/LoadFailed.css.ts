import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** The note where a part of the page could not be loaded: the message, then its one button. */
export const note = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
});
