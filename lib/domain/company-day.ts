/** The company's time zone (Bloomington, Indiana). */
export const COMPANY_TIME_ZONE = 'America/Indiana/Indianapolis';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const stampFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The calendar day in Bloomington, 'YYYY-MM-DD'. */
export function companyDay(date: Date): string {
  return dayFormat.format(date);
}

/** 'Mar 1, 2027, 7:00 AM EST': a moment as Bloomington reads it. */
export function companyDateTime(date: Date): string {
  return stampFormat.format(date);
}
