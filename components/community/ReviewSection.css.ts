import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const frameContainer = createContainer();

/** What the figure's layout measures: the width the section gives it. */
export const frame = style({ containerName: frameContainer, containerType: 'inline-size' });

/**
 * The score beside the stars and the link where they fit: from 18rem, every phone at the usual
 * text size. The query is in rem, so with larger text (a visitor's setting) the score moves
 * above them instead of pushing them past the screen.
 */
const besideScore = `${frameContainer} (min-width: 18rem)`;

export const figure = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': { [besideScore]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
  alignItems: 'center',
  columnGap: vars.space[4],
  margin: 0,
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  maxWidth: '34rem',
});

export const score = style({
  '@container': { [besideScore]: { gridRow: 'span 2' } },
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.primary,
});

export const stars = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1], margin: 0 });

export const starFull = style({ color: vars.color.warning });

export const starHalf = style({ color: vars.color.warning, opacity: 0.55 });

export const starEmpty = style({ color: vars.color.borderStrong });

export const footer = style({ fontWeight: vars.fontWeight.bold });

export const link = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], minHeight: vars.size.tapTarget });
