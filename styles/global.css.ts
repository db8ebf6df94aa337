import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion } from './breakpoints';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // No smooth scrolling: a jump to a section or a quoted passage past a list of cards would end
  // off its target, as the cards it passes render at their real heights (deferredRendering.ts).
  scrollPaddingTop: vars.size.header,
});
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  // A word longer than its line (a web address or an e-mail in a description, a long name from
  // the listing data) breaks instead of widening a phone's page.
  overflowWrap: 'break-word',
});
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: `0 0 ${vars.space[3]}`,
  textWrap: 'balance',
});
globalStyle('p', { margin: `0 0 ${vars.space[3]}` });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { color: vars.color.primaryHover });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('[hidden]:not([hidden="until-found" i])', { display: 'none !important' });
// A panel hidden until found keeps its box (its content is skipped) so that the browser can search
// it; the box takes no room (components/ui/hiddenUntilFound.ts).
globalStyle('[hidden="until-found" i]', {
  padding: '0 !important',
  border: '0 !important',
  margin: '0 !important',
  // On paper every closed answer and tab not chosen shows: there is nothing to press to open one.
  '@media': { print: { contentVisibility: 'visible' } },
});
// Pseudo-elements too: a spinner drawn by CSS alone turns on one (components/forms/earlySubmit.css.ts).
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
});
