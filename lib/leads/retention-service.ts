import 'server-only';
import { getConfig } from '../config';
import { getDb } from '../data/client';
import { log } from '../log';
import { startPeriodicJob } from '../periodic-job';
import { onShutdown } from '../shutdown';
import { purgeExpiredLeads } from './retention';

const HOUR = 60 * 60_000;

/** Deletes expired leads and old sent mail a minute after start, then every 6 hours. */
export function startLeadRetention(): void {
  const { leadRetentionMonths } = getConfig();
  const job = startPeriodicJob(
    'retention.leads',
    async () => {
      const removed = await purgeExpiredLeads(await getDb(), { now: new Date(), months: leadRetentionMonths });
      if (removed.leads || removed.mails) log.info('retention.leads', { ...removed, months: leadRetentionMonths });
    },
    { firstInMs: 60_000, everyMs: 6 * HOUR },
  );
  onShutdown(job.stop);
}
