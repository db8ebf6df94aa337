import { getDb } from '@/lib/data/client';
import { pingDatabase } from '@/lib/data/db';
import { log } from '@/lib/log';

export const dynamic = 'force-dynamic';

/** GET /api/health: 200 { database: 'ok' } when the database answers, else 503. */
export async function GET() {
  let ok = false;
  try {
    ok = await pingDatabase(await getDb());
  } catch (error) {
    log.error('health.database', error);
  }
  return Response.json({ database: ok ? 'ok' : 'unavailable' }, {
    status: ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
