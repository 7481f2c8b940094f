import path from 'node:path';
import { buildApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { postgresApplicationName, postgresClientConfig } from './db/postgres-pool.ts';
import { defineAnalyticsRollup } from './features/analytics/index.ts';
import { defineVisitorThreadPurge } from './features/assistant/index.ts';
import { defineReservationReminders } from './features/horeca/index.ts';
import { defineWebhookDispatch } from './features/integrations/index.ts';
import { defineMenuImportRetention } from './features/menu-import/index.ts';
import { defineWeeklyReportMail } from './features/reports/index.ts';
import { createConnectors, defineSocialPublisher } from './features/social/index.ts';
import { defineCvRetention } from './features/vacancies/index.ts';
import { defineDocumentRetention } from './features/verification/index.ts';
import { createBackgroundTasks } from './platform/background.ts';
import { createJobs, type JobsConnection, jobsSchemaName } from './platform/jobs.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { createMailer } from './platform/mail.ts';
import { createLocalRealtime, createPgRealtime } from './platform/realtime.ts';
import { createS3Storage } from './platform/s3-storage.ts';
import { createShopCache } from './platform/shop-cache.ts';
import { createDiskStorage } from './platform/storage.ts';

/** The job queue's connection: the embedded PGlite itself, or its own small pool on the PostgreSQL server. */
function jobsConnection(config: Config, database: DatabaseHandle): JobsConnection {
  if (database.kind === 'pglite' && database.pglite) return { kind: 'pglite', client: database.pglite };
  if (!config.databaseUrl) throw new Error('DATABASE_URL ontbreekt voor de job-queue op PostgreSQL');
  return { kind: 'postgres', url: config.databaseUrl, applicationName: postgresApplicationName(config.databaseSchema, 'jobs') };
}

/**
 * Wires configuration, database, job queue, mail and auth into an app; shared
 * by main, seed CLI and tests. The queue is started for enqueueing; only with
 * `workJobs` (the server) does this process also run jobs and schedules.
 */
export async function createRuntime(
  config: Config,
  options: {
    logger?: Logger;
    database?: DatabaseHandle;
    shutdown?: AbortSignal;
    workJobs?: boolean;
    now?: () => Date;
  } = {},
) {
  const logger = options.logger ?? createLogger(config);
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            schema: config.databaseSchema,
            logger,
            connectTimeoutMs: config.databaseConnectTimeoutMs,
          }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  await database.migrate();
  const jobs = createJobs({
    connection: jobsConnection(config, database),
    schema: jobsSchemaName(config.databaseSchema),
    logger,
    work: options.workJobs ?? false,
  });
  const mailer = createMailer({ config, db: database.db, logger, jobs });
  const background = createBackgroundTasks(logger);
  const auth = createAuth({ config, db: database.db, mailer, logger, background, now: options.now });
  const realtime =
    config.databaseUrl && database.pool
      ? await createPgRealtime({
          listenConfig: postgresClientConfig(config.databaseUrl, config.databaseSchema, 'listen'),
          pool: database.pool,
          channel: `platform_events_${config.databaseSchema ?? 'public'}`,
          logger,
          connectTimeoutMs: config.databaseConnectTimeoutMs,
        })
      : createLocalRealtime();
  const shutdown = options.shutdown ?? new AbortController().signal;
  const storage = config.s3 ? await createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'uploads'));
  const shopCache = createShopCache(realtime);
  defineReservationReminders(jobs, { db: database.db, mailer, logger, publicUrl: config.publicUrl });
  defineVisitorThreadPurge(jobs, { db: database.db, logger });
  defineSocialPublisher(jobs, {
    db: database.db,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    storage,
    connectors: createConnectors(config.social),
  });
  defineDocumentRetention(jobs, { db: database.db, storage, logger, retentionDays: config.documentRetentionDays });
  defineAnalyticsRollup(jobs, { db: database.db, logger });
  defineWeeklyReportMail(jobs, { db: database.db, mailer, logger, publicUrl: config.publicUrl });
  defineCvRetention(jobs, { db: database.db, storage, logger, retentionDays: config.cvRetentionDays });
  defineMenuImportRetention(jobs, { db: database.db, storage, logger });
  defineWebhookDispatch(jobs, { db: database.db, logger, allowPrivateTargets: config.env !== 'production' });
  await jobs.start();
  const app = buildApp({ config, database, logger, auth, realtime, shutdown, storage, mailer, shopCache });
  return { config, logger, database, jobs, mailer, auth, background, realtime, storage, shopCache, app };
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;
