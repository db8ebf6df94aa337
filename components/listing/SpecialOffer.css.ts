import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const wrapper = style({ position: 'relative', display: 'inline-block' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.surface } },
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${button}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space[1]})`,
  insetInlineStart: 0,
  zIndex: vars.z.dropdown,
  width: 'max-content',
  maxWidth: 'min(20rem, 80vw)',
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  // Closed, it keeps an empty box for find in page (styles/global.css.ts takes its padding and
  // border): nothing of it may show.
  selectors: { '&[hidden]': { boxShadow: 'none', background: 'none' } },
  // On paper every offer shows (styles/global.css.ts), in the flow rather than over the card.
  '@media': { print: { position: 'static', boxShadow: 'none' } },
});

export const list = style({ margin: 0, paddingInlineStart: vars.space[4] });

export const item = style({ selectors: { '& + &': { marginTop: vars.space[1] } } });
