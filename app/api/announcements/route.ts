import { getAnnouncements } from '@/lib/data/cached';
import { currentAnnouncements } from '@/lib/domain/current-announcements';
import { jsonMessage } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { FORM_SETTINGS_MAX_AGE_SECONDS } from '@/lib/public-config';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

/**
 * GET /api/announcements → `[{ text, link, linkText, startDate, endDate }]`: the site-wide
 * banner's announcements current on Bloomington's today, in order (the banner shows the first
 * the visitor has not dismissed). Picked at each request from the cached listing data, so the
 * answer turns with the day; browsers keep it a minute.
 */
export async function GET(): Promise<Response> {
  try {
    return Response.json(currentAnnouncements(await getAnnouncements(), new Date()), {
      // No stale-while-revalidate: the answer depends on the day, and must turn within a minute.
      headers: { 'Cache-Control': `public, max-age=${FORM_SETTINGS_MAX_AGE_SECONDS}` },
    });
  } catch (error) {
    log.error('announcements.failed', error);
    return jsonMessage(503, 'The announcements could not be loaded. Please try again.');
  }
}
