import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { renderWhenNearViewport } from '@/styles/deferredRendering';
import { vars } from '@/styles/theme.css';

// Rendered when near the viewport: a floor plan or community page's first layout on a phone was
// mostly its sections below the first screen (docs/performance.md, "Sections rendered near the
// screen"). The containment this brings clips what paints outside the section: the margin keeps
// a focus ring (3 px, 2 px off its element, styles/global.css.ts) whole at the section's edges.
export const section = style({
  ...renderWhenNearViewport('24rem'),
  overflowClipMargin: '5px',
  paddingBlock: vars.space[5],
  borderTop: `1px solid ${vars.color.border}`,
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space[2]})`,
  '@media': { [breakpoints.desktop]: { paddingBlock: vars.space[6] } },
});

export const title = style({ fontSize: vars.fontSize.xl, '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['2xl'] } } });

export const lead = style({ color: vars.color.textMuted, marginTop: `calc(-1 * ${vars.space[2]})` });
