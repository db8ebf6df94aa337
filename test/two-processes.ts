/**
 * Two server processes on one throwaway PostgreSQL server, as two connection pools of one
 * database: for races between instances (`*.pg.test.ts`). Logs are silent unless TEST_LOGS is set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../lib/data/db';
import { type PgServer, startPgServer } from './pg-server';

export interface TwoProcesses {
  server: PgServer;
  a: DatabaseHandle;
  b: DatabaseHandle;
  /** A temporary DATA_DIR for the configuration. */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startTwoProcesses(name: string): Promise<TwoProcesses> {
  if (!process.env.TEST_LOGS) process.env.LOG_LEVEL = 'silent';
  const server = await startPgServer();
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const a = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent' });
  const b = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent' });
  await Promise.all([a.migrate(), b.migrate()]);
  return {
    server,
    a,
    b,
    dataDir,
    async stop() {
      await a.close();
      await b.close();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
