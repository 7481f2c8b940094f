import { openDatabase } from '../db/client.ts';
import { createRuntime } from '../runtime.ts';
import type { TestApp } from './test-app.ts';

/**
 * A second server on the test app's database, as a second process would be:
 * the same wiring (runtime.ts) with its own job-queue instance, and on
 * PostgreSQL its own connection pools. PGlite has one connection per database,
 * so there the two share it and only the queue instances are separate.
 */
export async function openSecondProcess(t: TestApp, options: { workJobs?: boolean } = {}) {
  const url = t.config.databaseUrl;
  const database =
    t.database.kind === 'postgres' && url
      ? await openDatabase({
          kind: 'postgres',
          url,
          logger: t.logger,
          ...(t.config.databaseSchema ? { schema: t.config.databaseSchema } : {}),
        })
      : t.database;
  const shutdown = new AbortController();
  const runtime = await createRuntime(t.config, {
    database,
    logger: t.logger,
    shutdown: shutdown.signal,
    workJobs: options.workJobs ?? false,
  });
  return {
    ...runtime,
    async close() {
      shutdown.abort();
      await runtime.jobs.stop();
      await runtime.realtime.close();
      if (database !== t.database) await database.close();
    },
  };
}
