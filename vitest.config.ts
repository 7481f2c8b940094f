import { configDefaults, defineConfig } from 'vitest/config';
import { SERVER_NODE_FLAGS } from './apps/server/src/node-flags.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      // Tests of the repository's tooling, e.g. that biome.json keeps the boundaries (lint-boundaries.test.ts).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // `*.postgres.test.ts` test what only a PostgreSQL server has (connections to end, several
          // processes on one database): they run with DATABASE_URL (CI: `npm run test:integration`), not on PGlite.
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['apps/server/src/**/*.postgres.test.ts'])],
          environment: 'node',
          // One migrated, seeded database for the run (PGlite, or PostgreSQL with DATABASE_URL); each file starts from a copy (ADR 005 addenda).
          globalSetup: ['apps/server/src/test/pglite-template.ts', 'apps/server/src/test/postgres-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores: PGlite instances are heavy, so keep the file parallelism modest.
          maxWorkers: 2,
          // Files in one worker share the module graph instead of importing the whole server again per file
          // (that import was 41 % of the suite's time). Safe because every file builds its own app and database
          // with createTestApp() and server modules keep no state that matters between files;
          // scripts/server-tests-isolation.test.ts refuses module mocks and global stubs, which would leak (ADR 028).
          isolate: false,
          // The server's own engine settings (ADR 015).
          execArgv: [...SERVER_NODE_FLAGS],
        },
      },
    ],
  },
});
