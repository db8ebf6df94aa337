import { style } from '@vanilla-extract/css';

/** Off-screen, not display:none: present for bots, invisible and unreachable for people. */
export const offscreen = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
