import { SITE_TIME_ZONE } from './site-day';

/** Made on first use (see site-day.ts: a first Intl date format is costly in a browser). */
let stampFormat: Intl.DateTimeFormat | undefined;

/** 'Mar 1, 2027, 7:00 AM EST': a moment as Bloomington reads it (the calendar day is siteDay). */
export function companyDateTime(date: Date): string {
  stampFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return stampFormat.format(date);
}
