// First: an unsupported Node stops here with one clear line.
import './node-check.ts';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnreachableError } from './db/postgres-pool.ts';
import { seed } from './db/seed/index.ts';
import { flushAnalyticsEvents } from './features/analytics/index.ts';
import { cancelRunningJobs, menuImportJobsIdle, stopOcr } from './features/menu-import/index.ts';
import { createHttpServer } from './http-server.ts';
import { SERVER_NODE_FLAGS } from './node-flags.ts';
import { StorageUnavailableError } from './platform/s3-storage.ts';
import { createRuntime } from './runtime.ts';

async function main() {
  const config = loadConfig();
  const stopping = new AbortController();
  const runtime = await createRuntime(config, { shutdown: stopping.signal, workJobs: true });
  const { logger, database } = runtime;
  const missingFlags = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  if (missingFlags.length > 0) {
    logger.warn({ missingFlags }, 'Node draait zonder de vlaggen van npm start; de server werkt, maar trager (ADR 015)');
  }
  await seed({ auth: runtime.auth, db: database.db, logger, demoAccounts: config.seedDemo });

  const server = (await createHttpServer({ fetch: runtime.app.fetch, shopCache: runtime.shopCache })).listen(
    config.port,
    config.host,
    () => {
      const { port } = server.address() as AddressInfo;
      logger.info({ url: config.publicUrl, port, database: database.kind }, `Platform draait op ${config.publicUrl}`);
    },
  );

  const shutdown = (signal: string) => {
    if (stopping.signal.aborted) return;
    stopping.abort();
    logger.info({ signal }, 'afsluiten: geen nieuwe verzoeken, lopende afronden');
    // Close the HTTP server first so no request writes after the database closes.
    server.close(async () => {
      // Mails still being sent after their answer (ADR 017) finish before the database closes.
      await runtime.background.idle();
      // Analytics events still in the ingest buffer are written (ADR 061; a kill -9 loses at most the last quarter second).
      await flushAnalyticsEvents(database.db);
      // Menu imports still reading are stopped (marked failed, to be uploaded again) and the OCR worker ends.
      cancelRunningJobs();
      await menuImportJobsIdle();
      await stopOcr();
      // Running jobs finish (or are retried later by any process); then nothing touches the database.
      await runtime.jobs.stop();
      await runtime.realtime.close();
      await database.close();
      logger.info('database gesloten');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.error('afsluiten duurde te lang; geforceerd');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof StorageUnavailableError ||
    error instanceof DatabaseUnreachableError ||
    (error instanceof Error && error.name === 'DataDirLockedError')
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
