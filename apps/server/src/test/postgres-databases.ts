// Databases on a PostgreSQL server for test files: the template's name, copies of it, and their removal.
import pg from 'pg';

/** The schema the template's tables live in; each file's copy renames it to its own `t_<random>`. */
export const TEMPLATE_SCHEMA = 't_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated, seeded template database (`postgres-template.ts`); absent on PGlite. */
    postgresTemplate?: string;
  }
}

/** The server URL pointing at another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Runs statements on the server over one short connection to the given URL. */
export async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'test_template' });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A file's own database, copied from the template (`CREATE DATABASE … TEMPLATE`,
 * a file copy on the server), with the schema renamed to the file's: the
 * application names the tests look for (`platform_<schema>`) stay per file.
 */
export async function copyTemplateDatabase(url: string, template: string, schema: string) {
  const database = `platform_${schema}`;
  await onServer(url, [`CREATE DATABASE "${database}" TEMPLATE "${template}"`]);
  const copy = databaseUrl(url, database);
  await onServer(copy, [`ALTER SCHEMA "${TEMPLATE_SCHEMA}" RENAME TO "${schema}"`]);
  return { url: copy, database };
}

/** Drops a test database, ending any connection still open to it. */
export function dropDatabase(url: string, database: string): Promise<void> {
  return onServer(url, [`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`]);
}
