import 'server-only';
import { getConfig } from '../config';
import { getDb } from '../data/client';
import { SubletRetentionJob } from './retention-job';

/** The process's one retention job, kept on globalThis (instrumentation and route handlers are separate bundles). */
const holder = globalThis as typeof globalThis & { __subletRetention?: SubletRetentionJob };

/** Starts the retention job of this process (once). Called by prepareServer() at start-up. */
export function startSubletRetention(): SubletRetentionJob {
  if (holder.__subletRetention) return holder.__subletRetention;
  const job = new SubletRetentionJob({ getDb, dataDir: getConfig().dataDir });
  holder.__subletRetention = job;
  job.start();
  return job;
}

/** Stops it and waits for a run in progress (shutdown). */
export async function stopSubletRetention(): Promise<void> {
  const job = holder.__subletRetention;
  holder.__subletRetention = undefined;
  await job?.stop();
}
