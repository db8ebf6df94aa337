import 'server-only';
import { asc } from 'drizzle-orm';
import type { Announcement } from '../domain/announcements';
import { parseIsoDay, siteDay, type Now } from '../domain/site-day';
import type { Db } from './db';
import { announcements } from './schema';

/**
 * The announcements that have not ended by `now`, in order (cached; GET /api/announcements picks
 * the current ones at each request, so the cached list stays right across midnight).
 */
export async function loadAnnouncements(db: Db, now: Now): Promise<Announcement[]> {
  const today = siteDay(now);
  const rows = await db.select().from(announcements).orderBy(asc(announcements.position), asc(announcements.id));
  return rows
    .filter((row) => row.endDate === null || (parseIsoDay(row.endDate) ?? '') >= today)
    .map(({ text, link, linkText, startDate, endDate }) => ({ text, link, linkText, startDate, endDate }));
}
