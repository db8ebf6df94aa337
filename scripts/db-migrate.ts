/**
 * `npm run db:migrate`: applies the SQL migrations in drizzle/ to the configured database and
 * exits; run it before a rollout. (Servers also migrate when they start, under a PostgreSQL
 * advisory lock, so several starting at once are safe.)
 */
import { runWithDatabase } from './cli/with-database';

runWithDatabase('The database was not migrated.', async ({ target }) => {
  process.stdout.write(`Migrated ${target}: it is at the schema of this build.\n`);
  return 0;
});
