/** Dates of the demo data, all relative to "today" (the seed's local date), so it never goes stale. */

/** 'YYYY-MM-DD' of a local date. */
export function isoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export interface DemoCalendar {
  today: string;
  /** The local date `days` after today (negative: before). */
  day(days: number): string;
  /** The timestamp `days` after now. */
  at(days: number): string;
}

export function demoCalendar(now: Date): DemoCalendar {
  const base = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  return {
    today: isoDay(base),
    day(days) {
      const d = new Date(base);
      d.setDate(d.getDate() + days);
      return isoDay(d);
    },
    at(days) {
      return new Date(now.getTime() + days * 86_400_000).toISOString();
    },
  };
}
