/**
 * Milliseconds after a page loads before the site-wide banner appears (docs/product.md#constants).
 * A module of its own: every page loads it, and it must not bring the date rules along.
 */
export const BANNER_DELAY_MS = 3000;

/** Where a visit remembers the announcements dismissed (sessionStorage: gone with the tab). */
export const DISMISSED_ANNOUNCEMENTS_KEY = 'dismissedAnnouncements';
