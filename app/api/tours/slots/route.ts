import { getDb } from '@/lib/data/client';
import { loadTourCommunity } from '@/lib/data/tours';
import { TOUR_NOT_BOOKABLE_MESSAGE } from '@/lib/domain/validation/tour';
import { ASK_EACH_TIME, jsonError } from '@/lib/http/responses';
import { log } from '@/lib/log';
import { freeTourDays } from '@/lib/tours/free-slots';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

/**
 * GET /api/tours/slots?community={id} (docs/http-api.md): `{ days: [{ day, label, slots: [{ day,
 * time, label }] }] }`, the free slots of the next 14 days, never cached (a slot fills any moment).
 * 404 when the community's tours cannot be booked online.
 */
export async function GET(request: Request): Promise<Response> {
  const id = new URL(request.url).searchParams.get('community') ?? '';
  if (!id || id.length > 200) return jsonError(400, 'Please choose a community', { community: 'Please choose a community' });
  try {
    const db = await getDb();
    const community = await loadTourCommunity(db, id);
    if (!community) return jsonError(404, TOUR_NOT_BOOKABLE_MESSAGE);
    const days = await freeTourDays(db, community, new Date());
    return Response.json({ days }, { headers: ASK_EACH_TIME });
  } catch (error) {
    log.error('tour.slots.failed', error);
    return jsonError(503, 'The tour times could not be loaded. Please try again.');
  }
}
