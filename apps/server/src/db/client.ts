import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Logger } from '../platform/logger.ts';
import { lockDataDir } from './pglite-lock.ts';
import { postgresClientConfig, ResilientPool, waitForPostgres } from './postgres-pool.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The driver-independent Drizzle handle every query uses. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded connection itself (PGlite only), for the job queue that shares it. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool, for the realtime bus's NOTIFY. */
  pool?: pg.Pool;
}

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

export type DatabaseOptions =
  /**
   * PGlite on disk (`dataDir`) or in memory (`dataDir` undefined, for tests);
   * `loadDataDir` starts it from a `dumpDataDir()` tarball (the tests' migrated, seeded template).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  /**
   * PostgreSQL; `schema` isolates a test run in its own search path. At start
   * the server waits up to `connectTimeoutMs` for it (default 30 s).
   */
  | { kind: 'postgres'; url: string; schema?: string; logger: Logger; connectTimeoutMs?: number };

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // Extensions the migrations create must be loaded into the WASM build first.
    const options = { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) };
    const client = dataDir ? new PGlite(path.join(dataDir, 'pglite'), options) : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
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

/**
 * drizzle-kit writes `"public".` into enum types and foreign keys. To run the
 * same migrations inside another schema (a test run's own), copy them with the
 * schema name replaced.
 */
function migrationsForSchema(schemaName: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    writeFileSync(path.join(dir, file), sql.replaceAll('"public".', `"${schemaName}".`));
  }
  return dir;
}

async function openPostgres({
  url,
  schema: searchPath,
  logger,
  connectTimeoutMs = 30_000,
}: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  const pool = new ResilientPool(
    { ...postgresClientConfig(url, searchPath, 'pool'), max: 10, connectionTimeoutMillis: 10_000 },
    logger,
  );
  try {
    // A connection of its own, not pool.query: that would add its own retries to each attempt.
    const attempt = async () => (await pool.connect()).release();
    await waitForPostgres(attempt, { url, timeoutMs: connectTimeoutMs, logger });
  } catch (error) {
    await pool.end();
    throw error;
  }
  if (searchPath) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${searchPath}"`);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    // An advisory lock keeps servers (or test files) that start together from migrating at once.
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(727274)');
        await migratePg(db, {
          migrationsFolder: searchPath ? migrationsForSchema(searchPath) : MIGRATIONS_FOLDER,
          ...(searchPath ? { migrationsSchema: searchPath } : {}),
        });
      } finally {
        await lock.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
        lock.release();
      }
    },
    pool,
    close: () => pool.end(),
  };
}

/** One factory: PGlite by default, PostgreSQL when a URL is given. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir, options.loadDataDir);
}
