import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.tapTarget,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const mark = style({ flexShrink: 0, width: vars.space[6], height: vars.space[6], color: vars.color.primary });

export const words = style({ display: 'flex', flexDirection: 'column', lineHeight: vars.lineHeight.tight });

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
export const taglineCity = style({ display: 'none', '@media': { [breakpoints.tablet]: { display: 'inline' } } });
