import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const nav = style({ paddingBlock: vars.space[3], fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space[1] });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  // A name longer than the line (a long word at a large text size) breaks within it: `anywhere`
  // lets the crumb shrink to the line, where break-word would keep it as wide as that word.
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  selectors: { '& + &::before': { content: '"/"', color: vars.color.borderStrong, marginInlineEnd: vars.space[1] } },
});
