'use client';

import { INLINE_SCRIPTS } from '#inline-scripts';
// The looks of what the inline script draws. The browser's build leaves out the script's modules
// (inlineScripts.browser.ts), and with them their stylesheets: they are brought in here.
import './HeldStatus.css';
import './ScriptFailure.css';

/** One object, so that React never sees a change and writes the (empty) browser text over it. */
const HTML = { __html: INLINE_SCRIPTS };

/**
 * The inline script first in <body>: it must listen before any picture can fail
 * (lib/html/image-fallback.ts), before any button can be pressed (earlyClicks.ts), before any form
 * can be sent (components/forms/earlySubmits.ts) and before the page's own script could fail
 * (scriptFailure.ts).
 *
 * A client component, with its text from `#inline-scripts`, so that the text is in the HTML
 * once. Rendered by a server component, the element with its text would also be in the page's
 * flight data (3.4 kB on every page); here the flight data names the component, the server's
 * build renders the text (inlineScripts.ts) and the browser's has none (inlineScripts.browser.ts):
 * hydration keeps the element as the HTML made it, and suppressHydrationWarning says the
 * difference is meant.
 */
export function InlineScripts() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={HTML} />;
}
