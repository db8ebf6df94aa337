/**
 * The inline script's text in the browser's build: none. The server's HTML carries it
 * (inlineScripts.ts), and it has run before React hydrates the element, which keeps the text.
 */
export const INLINE_SCRIPTS = '';
