import { getAnnouncements } from '@/lib/data/cached';
import { jsonMessage } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { FORM_SETTINGS_MAX_AGE_SECONDS } from '@/lib/public-config';

export const dynamic = 'force-dynamic';

/**
 * GET /api/announcements → `[{ text, link, linkText, startDate, endDate }]`: the site-wide
 * banner's announcements that have not ended (components/layout/AnnouncementBanner.tsx picks the
 * current one), from the cached listing data.
 */
export async function GET(): Promise<Response> {
  try {
    return Response.json(await getAnnouncements(), {
      headers: { 'Cache-Control': `public, max-age=${FORM_SETTINGS_MAX_AGE_SECONDS}, stale-while-revalidate=600` },
    });
  } catch (error) {
    log.error('announcements.failed', error);
    return jsonMessage(503, 'The announcements could not be loaded. Please try again.');
  }
}
