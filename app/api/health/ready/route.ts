import { getDb } from '@/lib/data/client';
import { pingDatabase } from '@/lib/data/db';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

/** GET /api/health/ready, for load balancers: 200 `{ database: 'ok' }` when this instance can serve, else 503. */
export async function GET() {
  let ok = false;
  try {
    ok = await pingDatabase(await getDb());
  } catch (error) {
    log.error('health.ready.failed', error);
  }
  return Response.json({ database: ok ? 'ok' : 'unavailable' }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
