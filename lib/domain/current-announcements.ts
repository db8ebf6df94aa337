import type { Announcement } from './announcements';
import type { Now } from './site-day';
import { isInOpenWindow } from './specials';

/** The announcements current on Bloomington's day of `now`, in order: those the banner may show. */
export function currentAnnouncements<T extends Announcement>(list: readonly T[], now: Now): T[] {
  return list.filter((item) => isInOpenWindow(item, now));
}
