/**
 * `npm run db:replay-removals -- LOG...` (or `-` for standard input): after a backup of the
 * database was restored, removes again what the logs say was removed since it was made: the
 * sublets (a poster's deletion, a moderator's rejection or take-down, the retention job) with
 * their photos, and the data of each person staff erased (`npm run privacy -- erase`). Lines that
 * are not the site's `sublet.removed` or `privacy.erased` are skipped, so whole logs can be given
 * (docs/deploy.md, "Backups").
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { loggedRemovals, replayRemovals } from '../lib/privacy/removal-replay';
import { CommandError, runWithDatabase } from './cli/with-database';

const USAGE = 'Usage: npm run db:replay-removals -- LOG... (a file of the servers\' log lines, or - to read them from standard input)';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(args.length === 0 ? 2 : 0);
}

/** Every line of the logs, read as they stream (a year of logs need not fit in memory twice). */
async function* logLines(): AsyncGenerator<string> {
  for (const source of args) {
    const input = source === '-' ? process.stdin : createReadStream(source, { encoding: 'utf8' });
    try {
      yield* createInterface({ input, crlfDelay: Infinity });
    } catch (error) {
      throw new CommandError(`The log ${source} could not be read: ${(error as Error).message}`);
    }
  }
}

runWithDatabase(
  'Nothing was removed.',
  async ({ handle, target }, removals) => {
    if (removals.subletIds.length === 0 && removals.erasures.length === 0) {
      // Kept out by LOG_LEVEL=warn, or the log of another service: say so rather than just "0".
      process.stdout.write(
        'The log holds no "sublet.removed" or "privacy.erased" line: nothing to remove. If anything was removed since the backup, ' +
          "check that this is the site's log, kept at LOG_LEVEL=info (the default).\n",
      );
      return 0;
    }
    const { removed, absent, erased } = await replayRemovals(handle.db, removals);
    process.stdout.write(
      `${removals.subletIds.length} sublet removal(s) in the log. Removed again from ${target}: ${removed.length}, with their photos; ` +
        `not there: ${absent} (removed already, or posted after the backup).\n` +
        `${removals.erasures.length} erasure(s) of a person's data in the log; erased again: ${erased} (the others held nothing from before their erasure).\n`,
    );
    return 0;
  },
  async () => {
    const lines: string[] = [];
    for await (const line of logLines()) if (line.includes('"sublet.removed"') || line.includes('"privacy.erased"')) lines.push(line);
    return loggedRemovals(lines);
  },
);
