/**
 * Dates of the demo data, all relative to "today" — the company's day in Bloomington, the day the
 * listing rules use (siteDay) — so the demo never goes stale and a special that "ends today" is
 * current whatever the server's own time zone (a UTC machine is a day ahead every evening).
 */
import { addDays, siteDay } from '../../domain/site-day';

export interface DemoCalendar {
  today: string;
  /** The company's day `days` after today (negative: before). */
  day(days: number): string;
  /** The timestamp `days` after now. */
  at(days: number): string;
}

export function demoCalendar(now: Date): DemoCalendar {
  const today = siteDay(now);
  return {
    today,
    day: (days) => addDays(today, days),
    at(days) {
      return new Date(now.getTime() + days * 86_400_000).toISOString();
    },
  };
}
