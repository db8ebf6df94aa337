import { EARLY_SUBMITS_SCRIPT } from '@/components/forms/earlySubmits';
import { IMAGE_FALLBACK_SCRIPT } from '@/lib/html/image-fallback';
import { EARLY_CLICKS_SCRIPT } from './earlyClicks';
import { HELD_STATUS_SCRIPT } from './heldStatusScript';
import { SCRIPT_FAILURE_SCRIPT } from './scriptFailureScript';

/**
 * The text of the inline script first in <body> (InlineScripts.tsx), as the server renders it.
 * The browser's build gets inlineScripts.browser.ts in its place (the `#inline-scripts` import in
 * package.json): the script has run by the time the page's code does, so the text need not come
 * again, neither in the page's script files nor in its flight data.
 */
export const INLINE_SCRIPTS =
  IMAGE_FALLBACK_SCRIPT + HELD_STATUS_SCRIPT + EARLY_CLICKS_SCRIPT + EARLY_SUBMITS_SCRIPT + SCRIPT_FAILURE_SCRIPT;
