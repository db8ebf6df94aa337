import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const footer = style({
  marginTop: 'auto',
  background: vars.color.text,
  color: vars.color.limestone,
  fontSize: vars.fontSize.sm,
  // Browsers print no backgrounds unless asked: light text on the dark band would vanish.
  '@media': { print: { background: 'none', color: vars.color.text } },
});
globalStyle(`${footer} *`, { '@media': { print: { color: `${vars.color.text} !important` } } });

export const grid = style({
  display: 'grid',
  gap: vars.space[6],
  paddingBlock: vars.space[7],
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: '1.4fr 1fr 1fr' },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.primaryText,
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.relaxed });

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.tapTarget,
  color: vars.color.limestone,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primaryText, textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.primaryText },
  },
});

export const action = style([link, { textTransform: 'uppercase', letterSpacing: '0.06em', fontWeight: vars.fontWeight.bold }]);

export const phone = style([link, { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.primaryText }]);

export const bottom = style({ borderTop: `1px solid ${vars.color.textMuted}` });

export const bottomInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingBlock: vars.space[5],
  '@media': { [breakpoints.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const eho = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], margin: 0 });

export const ehoIcon = style({ flexShrink: 0, color: vars.color.primaryText });

export const copyright = style({ margin: 0 });

export const bottomLink = style([link, { textDecoration: 'underline' }]);
