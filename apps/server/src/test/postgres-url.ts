/**
 * The PostgreSQL server the `*.postgres.test.ts` files talk to directly (CI sets
 * DATABASE_URL; without it vitest leaves those files out). Test setup reads the
 * environment in `src/test/`; server code reads it only in `config.ts` (lint: noProcessEnv).
 */
export function postgresTestUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('*.postgres.test.ts need DATABASE_URL (a PostgreSQL server)');
  return url;
}
