import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './pglite-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The driver-independent Drizzle handle every query uses. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

export type DatabaseOptions =
  /** PGlite on disk (`dataDir`) or in memory (`dataDir` undefined, for tests). */
  | { kind: 'pglite'; dataDir?: string }
  /** PostgreSQL; `schema` isolates a test run in its own search path. */
  | { kind: 'postgres'; url: string; schema?: string };

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = dataDir ? new PGlite(path.join(dataDir, 'pglite')) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
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

async function openPostgres(url: string, searchPath: string | undefined): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  if (searchPath) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${searchPath}"`);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () =>
      migratePg(db, {
        migrationsFolder: searchPath ? migrationsForSchema(searchPath) : MIGRATIONS_FOLDER,
        ...(searchPath ? { migrationsSchema: searchPath } : {}),
      }),
    close: () => pool.end(),
  };
}

/** One factory: PGlite by default, PostgreSQL when a URL is given. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.schema) : openPglite(options.dataDir);
}
