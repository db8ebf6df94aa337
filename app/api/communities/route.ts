import { getFormCommunities } from '@/lib/data/form-communities';
import { jsonMessage } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { FORM_SETTINGS_MAX_AGE_SECONDS } from '@/lib/public-config';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

/**
 * GET /api/communities → `[{ id, name }]`: the listed communities the application and contact
 * forms offer (lib/domain/form-communities.ts), from the cached listing data. Only ids and names:
 * the community mailboxes never reach a browser.
 */
export async function GET(): Promise<Response> {
  try {
    return Response.json(await getFormCommunities(), {
      headers: { 'Cache-Control': `public, max-age=${FORM_SETTINGS_MAX_AGE_SECONDS}, stale-while-revalidate=600` },
    });
  } catch (error) {
    log.error('communities.failed', error);
    return jsonMessage(503, 'The communities could not be loaded. Please try again.');
  }
}
