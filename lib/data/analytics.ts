import 'server-only';
import { sql } from 'drizzle-orm';
import type { ContactAnalyticsEvent } from '../domain/validation/analytics';
import type { Db } from './db';
import { analyticsCounts, analyticsEvents } from './schema';

/**
 * Records one contact analytics event: a row in `analytics_events` and +1 on the day's count in
 * `analytics_counts`, in one transaction. The count is one INSERT … ON CONFLICT DO UPDATE
 * SET count = count + 1: atomic, with no read-then-write race between concurrent requests.
 */
export async function recordContactEvent(
  db: Db,
  { event, property, day, at }: { event: ContactAnalyticsEvent; property: string; day: string; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(analyticsEvents).values({ event, property, createdAt: at });
    await tx
      .insert(analyticsCounts)
      .values({ day, event, property, count: 1 })
      .onConflictDoUpdate({
        target: [analyticsCounts.day, analyticsCounts.event, analyticsCounts.property],
        set: { count: sql`${analyticsCounts.count} + 1` },
      });
  });
}
