import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * The notice that the page's script failed (scriptFailure.ts). Sticky at the bottom of the
 * viewport and last in the page, as the announcement banner: it covers nothing for good.
 */
export const notice = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.z.toast,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  // The text and buttons line up with the page's content on a wide screen.
  paddingInline: `max(${vars.space[4]}, calc((100% - ${vars.size.container}) / 2))`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  borderTop: `3px solid ${vars.color.warning}`,
  boxShadow: vars.shadow.lg,
});

export const message = style({ flex: '1 1 20rem', margin: 0 });
