import 'server-only';
import { expireCacheTags } from './cache-expiry';
import { CACHE_TAGS } from './cache-tags';
import { ConfigError, getConfig, type ServerConfig } from './config';
import { listenForChanges } from './data/change-notices';
import { closeDatabase } from './data/client';
import { openDatabaseAtStart } from './data/open-at-start';
import type { Db } from './data/db';
import { seedDemoIfEmpty } from './data/seed/seed-demo';
import { startLeadRetention } from './leads/retention-service';
import { log, messageOf } from './log';
import { startMailDelivery, stopMailDelivery } from './mail/delivery-service';
import { onShutdown } from './shutdown';
import { startSubletRetention } from './sublets/retention-service';
import { startTourReminders } from './tours/reminder-service';
import { assetExists, migrateAssetFiles } from './storage/asset-store';
import { provideAssetExists } from './storage/storage-key';

/**
 * Runs once when the server starts (instrumentation.ts), before it answers requests:
 * validates the configuration, opens and migrates the database, moves the files of an older
 * asset store into it, seeds the demo into an empty one, and starts the mail delivery worker and the retention jobs (leads, sublets).
 */
export async function prepareServer(): Promise<void> {
  let config;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`\n${error.message}\n\n`);
      process.exit(1);
    }
    throw error;
  }
  if (!config.recaptcha) {
    log.warn('captcha.disabled', {
      message: 'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are not set: forms are accepted without a captcha.',
    });
  }
  const started = Date.now();
  // Run in reverse on SIGTERM (server/main.mts), after the requests in flight: the mail being sent
  // finishes, then the database closes.
  onShutdown(closeDatabase);
  let database;
  try {
    database = await openDatabaseAtStart();
  } catch (error) {
    // Next would go on listening and answer every request 500, even once the database is back:
    // better to end, said plainly, so that the supervisor starts the server again (docs/deploy.md).
    const reason = messageOf(error);
    log.error('database.start_failed', error);
    const advice = config.databaseUrl ? ' Check that PostgreSQL runs and that DATABASE_URL is right.' : '';
    process.stderr.write(`\nThe database could not be opened: ${reason.replace(/\.?$/, '.')}${advice} The server stops.\n\n`);
    process.exit(1);
  }
  log.info('database.ready', { kind: database.kind, ms: Date.now() - started });
  const moved = await migrateAssetFiles(database.db, config.dataDir);
  if (moved.moved || moved.skipped.length) log.info('assets.migrated', { moved: moved.moved, skipped: moved.skipped.length });
  provideAssetExists((storageKey) => assetExists(database.db, storageKey));
  await seedDemoData(database.db, config);
  // Delivers stored mail, including mail left pending by an earlier run (retried until delivered).
  startMailDelivery();
  onShutdown(stopMailDelivery);
  log.info('mail.delivery.started', { transport: config.mailTransport });
  if (config.databaseUrl) {
    // An import run while the site serves shows at once on every instance (lib/data/change-notices.ts).
    const listener = listenForChanges(config.databaseUrl, Object.values(CACHE_TAGS), (tags) => {
      log.info('changes.received', { tags });
      expireCacheTags(tags).catch((error: unknown) => log.error('changes.expire_failed', error));
    });
    onShutdown(() => listener.stop());
  }
  startLeadRetention();
  // Deletes expired and never-approved sublets with their photos (docs/data-retention.md).
  startSubletRetention();
  // Reminds visitors of the tours they booked, a day before (docs/product.md#tours).
  startTourReminders();
}

/**
 * Seeds the demo data when the database has no properties (the one-command demo of `npm start`).
 * Off in production unless SEED_DEMO=true: an empty production database waits for
 * `npm run db:import`.
 */
async function seedDemoData(db: Db, { seedDemo, dataDir, mode }: ServerConfig): Promise<void> {
  if (!seedDemo) {
    log.info('seed.disabled', { message: `No demo data (${mode} mode, SEED_DEMO is off): an empty database stays empty.` });
    return;
  }
  const result = await seedDemoIfEmpty(db, { dataDir });
  if (!result.seeded) return;
  log.info('seed.done', {
    ms: result.ms,
    imagesDrawn: result.imagesDrawn,
    imagesTotal: result.imagesTotal,
    properties: result.summary?.properties,
    floorplans: result.summary?.floorplans,
    units: result.summary?.units,
    source: result.sourceDir,
  });
}
