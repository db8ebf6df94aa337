import { formatDisplayDate } from '@/lib/domain/formats';
import { siteDay } from '@/lib/domain/site-day';

/**
 * 'Listing last updated Nov 24, 2026': when the page's listing data last changed (the import that
 * changed it), the day in Bloomington. The same instant is the page's lastmod in the sitemap.
 */
export function ListingUpdated({ at }: { at: string }) {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return null;
  return (
    <>
      Listing last updated <time dateTime={instant.toISOString()}>{formatDisplayDate(siteDay(instant))}</time>
    </>
  );
}
