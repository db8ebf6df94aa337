/**
 * The site-wide banner (docs/product.md#banner): announcements from the import, each with an
 * optional link and optional start and end dates (both days included, a missing date is open).
 * The banner shows the first current one; a visitor who dismisses it does not see that
 * announcement again during the visit.
 *
 * Free of dates on purpose: the browser's banner imports this module, and Bloomington's day needs
 * the time-zone formatter, whose first use costs a phone a long task (docs/performance.md). The
 * server picks the current ones (current-announcements.ts); the browser only skips the dismissed.
 */

export interface Announcement {
  text: string;
  link: string | null;
  linkText: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** The link's words when the import gives a link without them. */
export const DEFAULT_ANNOUNCEMENT_LINK_TEXT = 'Learn more';

/**
 * What a dismissal remembers: the announcement's words and link, so an edited or new
 * announcement shows again while the one dismissed stays away.
 */
export function announcementKey(item: Pick<Announcement, 'text' | 'link'>): string {
  return `${item.text}\u0000${item.link ?? ''}`;
}

/** The first of the current announcements the visitor has not dismissed, else null. */
export function firstNotDismissed<T extends Announcement>(current: readonly T[], dismissed: ReadonlySet<string>): T | null {
  return current.find((item) => !dismissed.has(announcementKey(item))) ?? null;
}
