/**
 * Seeds the database of a new DATA_DIR with the demo dated `days` days before today
 * (default 1), as the test server's demo is after a run has crossed the company's midnight:
 *
 *   DATA_DIR=/tmp/demo-yesterday node --conditions=react-server --import tsx \
 *     e2e/support/seed-demo-before.ts [days]
 *   E2E_DATA_DIR=/tmp/demo-yesterday npx playwright test
 *
 * The browser tests then run against that demo (docs/testing.md, "The demo's dates").
 */
import { TZDate } from '@date-fns/tz';
import { subDays } from 'date-fns';
import { seedDemo } from '../../lib/data/seed/seed-demo';
import { SITE_TIME_ZONE, siteDay } from '../../lib/domain/site-day';
import { CommandError, runWithDatabase } from '../../scripts/cli/with-database';

const days = Number(process.argv[2] ?? 1);

runWithDatabase('Not seeded.', async ({ handle, config, target }) => {
  if (!Number.isInteger(days) || days < 0) throw new CommandError('Give the days before today as a whole number.');
  // The same time of day, `days` calendar days back in Bloomington: days × 24 h would land on
  // the wrong day within an hour of midnight when a clock change lies between.
  const now = new Date(subDays(new TZDate(Date.now(), SITE_TIME_ZONE), days).getTime());
  const result = await seedDemo(handle.db, { dataDir: config.dataDir, now });
  process.stdout.write(`Seeded ${target} with the demo of ${siteDay(now)}: ${result.summary?.properties} properties.\n`);
  return 0;
});
