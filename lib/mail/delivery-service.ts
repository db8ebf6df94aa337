import 'server-only';
import { getConfig, type ServerConfig } from '../config';
import { getDb } from '../data/client';
import type { Db } from '../data/db';
import type { DeliveryOptions } from './delivery';
import { createMailTransport, type MailTransport } from './transport';
import { MailWorker } from './worker';

/**
 * The process's one mail worker, kept on globalThis (route handlers and instrumentation are
 * separate bundles, each with its own module instances).
 */
const holder = globalThis as typeof globalThis & {
  __mailWorker?: { worker: MailWorker; transport: MailTransport };
};

export type MailDeliveryOverrides = Partial<Pick<DeliveryOptions, 'now' | 'retry' | 'batchSize' | 'leaseMs'>> & {
  pollMs?: number;
  transport?: MailTransport;
  config?: ServerConfig;
  getDb?: () => Promise<Db>;
};

/**
 * Starts the delivery worker of this process (once; later calls return the running one).
 * Called by prepareServer() at start-up; overrides are for tests.
 */
export function startMailDelivery(overrides: MailDeliveryOverrides = {}): MailWorker {
  if (holder.__mailWorker) return holder.__mailWorker.worker;
  const { pollMs, transport: givenTransport, config: givenConfig, getDb: givenGetDb, ...delivery } = overrides;
  const config = givenConfig ?? getConfig();
  const transport = givenTransport ?? createMailTransport(config);
  const worker = new MailWorker({
    getDb: givenGetDb ?? getDb,
    delivery: () => ({ transport, from: config.mailFrom, ...delivery }),
    pollMs,
  });
  holder.__mailWorker = { worker, transport };
  worker.start();
  return worker;
}

/** Delivers stored mail now (after storing a lead). Starts the worker if needed; never rejects. */
export function kickMailDelivery(): Promise<void> {
  try {
    return startMailDelivery().kick();
  } catch {
    // The configuration is invalid: prepareServer() reports it; the mail stays stored.
    return Promise.resolve();
  }
}

/** Stops the worker and closes its transport (tests, shutdown). */
export async function stopMailDelivery(): Promise<void> {
  const current = holder.__mailWorker;
  holder.__mailWorker = undefined;
  if (!current) return;
  await current.worker.stop();
  current.transport.close();
}
