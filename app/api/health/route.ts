import { getDb } from '@/lib/data/client';
import { pingDatabase } from '@/lib/data/db';
import { log } from '@/lib/log';
import { type MailHealth, mailHealth } from '@/lib/mail/outbox-status';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

/**
 * GET /api/health, for monitoring: `{ database: 'ok', mail: { waiting, failed,
 * oldestWaitingMinutes } }`; 503 when the database does not answer or mail is stuck (a failed
 * mail, or one waiting 30 minutes or more). Load balancers use /api/health/ready instead: stuck
 * mail is no reason to take an instance out of service.
 */
export async function GET() {
  let database = false;
  let mail: MailHealth | null = null;
  try {
    const db = await getDb();
    database = await pingDatabase(db);
    if (database) mail = await mailHealth(db);
  } catch (error) {
    log.error('health.failed', error);
  }
  const healthy = database && mail !== null && !mail.stuck;
  return Response.json(
    {
      database: database ? 'ok' : 'unavailable',
      mail: mail ? { waiting: mail.waiting, failed: mail.failed, oldestWaitingMinutes: mail.oldestWaitingMinutes } : 'unknown',
    },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
