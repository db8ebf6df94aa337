import 'server-only';
import { ConfigError, getConfig } from './config';
import { getDatabase } from './data/client';
import { log } from './log';
import { startMailDelivery } from './mail/delivery-service';

/**
 * Runs once when the server starts (instrumentation.ts), before it answers requests:
 * validates the configuration, opens and migrates the database, starts the mail delivery worker.
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
  const database = await getDatabase();
  log.info('database.ready', { kind: database.kind, ms: Date.now() - started });
  // Delivers stored mail, including mail left pending by an earlier run (retried until delivered).
  startMailDelivery();
  log.info('mail.delivery.started', { transport: config.smtpUrl ? 'smtp' : 'file' });
}
