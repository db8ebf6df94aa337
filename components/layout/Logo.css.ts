import { createContainer, style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';
import { visuallyHiddenRules } from '@/styles/utilities.css';

/**
 * A box the logo may be given (the header's, beside its buttons). Where it is narrower than the
 * logo needs, the logo gives up what does not fit rather than run under the buttons: first the
 * city (from tablet width up the tagline reads "Properties · Bloomington", 16rem in all with the
 * fonts of our test machines), then its words (8.5rem: the mark 2rem, the gap, "PROPERTIES"
 * 6rem), which stay read by screen readers while the mark fits itself to the box. That happens
 * on a 390 px phone zoomed to 125 % (312 px wide) or with its text at 200 %. The queries are in
 * rem, so larger text gives up the words sooner.
 */
export const logoRoom = createContainer();
const noRoomForCity = `${logoRoom} (width < 16rem)`;
const noRoomForWords = `${logoRoom} (width < 8.5rem)`;

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.tapTarget,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const mark = style({
  flexShrink: 0,
  width: vars.space[6],
  height: vars.space[6],
  color: vars.color.primary,
  '@container': { [noRoomForWords]: { width: `min(${vars.space[6]}, 100cqi)`, height: 'auto', aspectRatio: '1' } },
});

export const words = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
  '@container': { [noRoomForWords]: visuallyHiddenRules },
});

export const name = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  // Kept on one line from 360 px up; narrower (320 px phones, or larger text) it wraps rather
  // than run under the header's buttons.
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.xl } },
});

export const tagline = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const inverse = style({ color: vars.color.primaryText, selectors: { '&:hover': { color: vars.color.primaryText } } });
export const inverseMark = style({ color: vars.color.primaryText });
export const inverseTagline = style({ color: vars.color.limestone });

export const stroke = style({ fill: 'none', stroke: vars.color.primaryText, strokeWidth: 2.4, strokeLinejoin: 'round' });
export const inverseStroke = style([stroke, { stroke: vars.color.primary }]);

/** The city joins the tagline from tablet width up (room for the header buttons on phones). */
export const taglineCity = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'inline', '@container': { [noRoomForCity]: { display: 'none' } } } },
});
