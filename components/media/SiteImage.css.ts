import { style } from '@vanilla-extract/css';

/*
 * The inline styles next/image gives its <img>, as classes (SiteImage.tsx): the same rules once in
 * the stylesheet instead of in every picture's HTML and again in React's payload.
 */

/** `fill`: the picture covers its positioned frame. */
export const fill = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', color: 'transparent' });

/** Any other picture: its alt text stays hidden while it loads. */
export const sized = style({ color: 'transparent' });
