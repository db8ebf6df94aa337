import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import { log } from '../log';
import { DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS } from './deadlines';
import { acquireLock } from './lock';
import { SitePool } from './site-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations in ./drizzle that are not applied yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects a server; null selects embedded PGlite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** How long a query waits for its answer; 0: as long as it takes (the command-line tools). */
  queryTimeoutMs?: number;
}

const migrationsFolder = path.join(process.cwd(), 'drizzle');
/** Any constant: serializes migrations of several servers starting at once on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase({ databaseUrl, dataDir, queryTimeoutMs = DATABASE_QUERY_TIMEOUT_MS }: DatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    // A database host that takes a connection and never answers (a stalled server, a dropped
    // route) would otherwise hold a visitor's request until the system gives up on the socket,
    // minutes later. A query that failed on its deadline takes its connection out of the pool.
    const pool = new SitePool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
    });
    // A restart of the server ends the idle connections; the pool drops them and opens new ones
    // on demand. Without a listener the pool's 'error' would be an uncaught exception.
    pool.on('error', (error) => log.warn('database.connection_lost', { reason: error.message, code: (error as { code?: string }).code }));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // A connection of its own, without the queries' deadline: a migration of a large table
        // may take longer, and another server's migration holds the lock meanwhile.
        const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS });
        client.on('error', () => {}); // a lost connection fails the query under way, which says why
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }

  mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, 'pglite.lock'));
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      async migrate() {
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      },
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
