import { company } from '@/lib/company';
import type { LoadFailure } from '@/lib/html/load-failure';

/** The error catalogue texts of docs/product.md#messages used by the shell, verbatim. */
export const NOT_FOUND_TITLE = 'Resource Not Found';
export const NOT_FOUND_LEAD = 'Uh-oh, this is a 404';
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';

/** The not-found page's message under the lead. */
export const NOT_FOUND_MESSAGE = 'The page you asked for does not exist or has moved. Our apartments are still here.';

/** The message, and its first link's words, of a sublet's private link that opens nothing. */
export const SUBLET_LINK_NOT_FOUND_MESSAGE =
  'If this was the private link to your sublet, the listing was deleted or a newer link replaced this one. You can ask for a new link with the address you posted with.';
export const GET_NEW_SUBLET_LINK_LABEL = 'Get a new link';

/** The error page's text when a page failed (app/error.tsx adds the failure's reference). */
export const PAGE_FAILED_TEXT = 'Something went wrong while loading this page. Please try again.';

/** The error page's text when the page could not be made for want of the database (a 503). */
export const DATABASE_UNAVAILABLE_TEXT = 'This page cannot be loaded right now: our listings are out of reach for a moment. Please try again in a minute.';

/** Where a part of the page, or the page a link led to, could not be loaded (lib/html/load-failure.ts). */
export const LOAD_FAILED_TEXT: Record<LoadFailure, string> = {
  updated: 'This page is out of date: the site was updated after you opened it. Reload the page to go on.',
  offline: 'This part of the page could not be loaded. Check your connection, then try again.',
  unavailable: 'This part of the page could not be loaded: the site is not answering as it should. Try again in a moment.',
};

/** The button that loads the page again, where only that can help. */
export const RELOAD_PAGE_LABEL = 'Reload the page';

/** The notice when the page's own script could not be fetched (scriptFailure.ts). */
export const SCRIPT_FAILED_TEXT = 'This page did not finish loading, so its buttons and forms do not work yet. Check your connection, then try again: what you typed stays.';

/** The same notice when trying again failed as well. */
export const SCRIPT_FAILED_AGAIN_TEXT = 'This page still could not finish loading. Check your connection and try again, or reload the page (what you typed is then lost).';

/**
 * The notice when a file of the page's script came but ran into an error, and the page did not
 * start (scriptFailure.ts): a browser too old for it, most often.
 */
export const SCRIPT_CANNOT_START_TEXT = `This page could not start in this browser, so its buttons and forms do not work. Reload the page; if that does not help, update the browser or use another, or call us at ${company.phoneDisplay}.`;

/**
 * The notice when a file of the page's script has neither come nor failed long after the page was
 * read (scriptFailure.ts): a connection that stalls. It goes by itself if the page starts.
 */
export const SCRIPT_SLOW_TEXT = 'This page is taking long to finish loading, so its buttons and forms do not work yet. Check your connection, or reload the page (what you typed is then lost).';

/**
 * The held status when a form sent before the page had started was drawn afresh as the page
 * started or after (heldStatus.ts): the send and what was typed went with it.
 */
export const LOST_SEND_TEXT = 'Your form was not sent: it was reset while the page loaded. Please fill it in again and send it.';
