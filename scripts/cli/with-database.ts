/**
 * What the database commands (db:import, db:migrate, db:export, mail:*) share: the validated
 * configuration, the database it names opened and migrated, closed afterwards, and errors told
 * in one line each. The embedded database refuses while a server holds it.
 */
import path from 'node:path';
import { ConfigError, getConfig, type ServerConfig } from '../../lib/config';
import { type DatabaseHandle, openDatabase } from '../../lib/data/db';
import { DatabaseInUseError } from '../../lib/data/lock';

export interface CommandContext {
  config: ServerConfig;
  handle: DatabaseHandle;
  /** Where the data is, for messages: 'the PostgreSQL database' or the embedded one's folder. */
  target: string;
}

/** A failure the command explains itself; `failureLead` is put before its message. */
export class CommandError extends Error {}

/**
 * Runs `command` with the database and exits the process with its code. `failureLead` starts
 * every error message (e.g. 'Nothing was imported.'); `before` runs before the database is
 * opened (e.g. reading the file to import, whose errors are worth seeing while the database is busy).
 */
export function runWithDatabase<T>(
  failureLead: string,
  command: (context: CommandContext, prepared: T) => Promise<number>,
  before: () => Promise<T> = async () => undefined as T,
): void {
  const main = async (): Promise<number> => {
    let config: ServerConfig;
    try {
      config = getConfig();
    } catch (error) {
      if (error instanceof ConfigError) {
        process.stderr.write(`${error.message}\n`);
        return 1;
      }
      throw error;
    }
    let handle: DatabaseHandle | undefined;
    try {
      const prepared = await before();
      // An import or export of a large database may run long queries; a person watches them.
      handle = await openDatabase({ ...config, queryTimeoutMs: 0 });
      await handle.migrate();
      const target = handle.kind === 'postgres' ? 'the PostgreSQL database' : `the embedded database (${path.join(config.dataDir, 'pglite')})`;
      return await command({ config, handle, target }, prepared);
    } catch (error) {
      if (error instanceof DatabaseInUseError || error instanceof CommandError) {
        process.stderr.write(`${failureLead} ${error.message}\n`);
        return 1;
      }
      process.stderr.write(`${failureLead} ${(error as Error).stack ?? String(error)}\n`);
      return 1;
    } finally {
      await handle?.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    },
  );
}
