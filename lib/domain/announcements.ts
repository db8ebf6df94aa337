/**
 * The site-wide banner (docs/product.md#banner): announcements from the import, each with an
 * optional link and optional start and end dates (both days included, a missing date is open).
 * The banner shows the first current one; a visitor who dismisses it does not see that
 * announcement again during the visit.
 */
import type { Now } from './site-day';
import { isInOpenWindow } from './specials';

export interface Announcement {
  text: string;
  link: string | null;
  linkText: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** The link's words when the import gives a link without them. */
export const DEFAULT_ANNOUNCEMENT_LINK_TEXT = 'Learn more';

/** The first announcement current today and not dismissed, else null. */
export function currentAnnouncement<T extends Announcement>(list: readonly T[], now: Now, dismissed: ReadonlySet<string> = new Set()): T | null {
  return list.find((item) => isInOpenWindow(item, now) && !dismissed.has(announcementKey(item))) ?? null;
}

/**
 * What a dismissal remembers: the announcement's words and link, so an edited or new
 * announcement shows again while the one dismissed stays away.
 */
export function announcementKey(item: Pick<Announcement, 'text' | 'link'>): string {
  return `${item.text}\u0000${item.link ?? ''}`;
}
