import 'server-only';
import { getAppSecret, getConfig } from '../config';
import { getDb } from '../data/client';
import { log } from '../log';
import { startPeriodicJob } from '../periodic-job';
import { onShutdown } from '../shutdown';
import { runSubletRetention } from './retention-job';

const HOUR = 60 * 60_000;

/**
 * Deletes the sublets the retention rules say are due (docs/data-retention.md) a minute after
 * start, then every hour. On shutdown it stops between two sublets and the hook waits for that.
 */
export function startSubletRetention(): void {
  let stopping = false;
  const job = startPeriodicJob(
    'retention.sublets',
    async () => {
      const config = getConfig();
      const removed = await runSubletRetention({ getDb, shouldStop: () => stopping, mail: { siteUrl: config.siteUrl, inquiriesEmail: config.inquiriesEmail, appSecret: getAppSecret() } });
      if (removed.length) log.info('retention.sublets', { removed: removed.length });
    },
    { firstInMs: 60_000, everyMs: HOUR },
  );
  onShutdown(async () => {
    stopping = true;
    await job.stop();
  });
}
