import { style } from '@vanilla-extract/css';
import { ring, ringSizes } from '@/components/ui/Spinner.css';
import { vars } from '@/styles/theme.css';
import { notice } from './ScriptFailure.css';

/**
 * The status of a press held until the page's script runs (heldStatus.ts): a small bar over the
 * bottom of the screen, for the second or two until the script runs. Fixed rather than in the
 * flow: it may be appended while the page is still arriving, and moves nothing when it goes.
 */
export const status = style({
  position: 'fixed',
  zIndex: vars.z.toast,
  insetInline: vars.space[4],
  bottom: `max(${vars.space[4]}, env(safe-area-inset-bottom))`,
  // As wide as its words, centred: the less of the page it covers, the better.
  width: 'fit-content',
  maxWidth: vars.size.narrow,
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  // Seen only in forced colours, where the background is the page's own.
  border: '1px solid transparent',
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.lg,
  // Two lines of even length rather than a word left alone on the second (the lost send's words).
  textWrap: 'balance',
  selectors: {
    // In the page, empty, before its words come (heldStatus.ts): nothing to see yet.
    '&:empty': { padding: 0, border: 0, boxShadow: 'none' },
    // The notice that the page's script failed says what matters then.
    [`body:has(${notice}) &`]: { display: 'none' },
  },
});

export const spinner = style({ ...ring, ...ringSizes.sm });
