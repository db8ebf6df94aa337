import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../lib/data/db';

/**
 * For tests: a migrated embedded database in a fresh temporary directory. Open one per test
 * file (a cold PGlite takes seconds in a Jest worker) and close it in afterAll.
 */
export async function openTestDatabase(prefix = 'test-db-'): Promise<DatabaseHandle & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  await handle.migrate();
  return {
    ...handle,
    dataDir,
    async close() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
