import 'server-only';
import { getAppSecret, getConfig } from '../config';
import { getDb } from '../data/client';
import { log } from '../log';
import { startPeriodicJob } from '../periodic-job';
import { onShutdown } from '../shutdown';
import { runTourReminders } from './reminder-job';

/** Reminds visitors of their tours (lib/domain/tour-reminders.ts) a minute after start, then every 15 minutes. */
export function startTourReminders(): void {
  const job = startPeriodicJob(
    'reminders.tours',
    async () => {
      const { siteUrl, inquiriesEmail } = getConfig();
      const stored = await runTourReminders({ getDb, siteUrl, inquiriesEmail, appSecret: getAppSecret() });
      if (stored) log.info('reminders.tours', { stored });
    },
    { firstInMs: 60_000, everyMs: 15 * 60_000 },
  );
  onShutdown(job.stop);
}
