import { getDb } from '@/lib/data/client';
import { pingDatabase } from '@/lib/data/db';
import { log } from '@/lib/log';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

/**
 * Whether the database has answered since this process started. From then on the instance stays
 * ready through a database outage: every instance shares the database, so taking them all out
 * of rotation would only turn away the pages they still serve from their caches
 * (docs/deploy.md, "When the database is down").
 */
let reachedOnce = false;

/**
 * GET /api/health/ready, for load balancers: 200 once this instance has reached its database,
 * else 503; `database` says whether it answers now.
 */
export async function GET() {
  let ok = false;
  try {
    ok = await pingDatabase(await getDb());
  } catch (error) {
    log.error('health.ready.failed', error);
  }
  if (ok) reachedOnce = true;
  return Response.json({ database: ok ? 'ok' : 'unavailable' }, { status: reachedOnce ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
