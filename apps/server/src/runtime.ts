import path from 'node:path';
import { buildApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { createShopCache } from './features/screens/index.ts';
import { createBackgroundTasks } from './platform/background.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { createMailer } from './platform/mail.ts';
import { createLocalRealtime, createPgRealtime } from './platform/realtime.ts';
import { createS3Storage } from './platform/s3-storage.ts';
import { createDiskStorage } from './platform/storage.ts';

/** Wires configuration, database, mail and auth into an app; shared by main, seed CLI and tests. */
export async function createRuntime(
  config: Config,
  options: { logger?: Logger; database?: DatabaseHandle; shutdown?: AbortSignal; now?: () => Date } = {},
) {
  const logger = options.logger ?? createLogger(config);
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, schema: config.databaseSchema }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  await database.migrate();
  const mailer = createMailer({ config, db: database.db, logger });
  const background = createBackgroundTasks(logger);
  const auth = createAuth({ config, db: database.db, mailer, logger, background, now: options.now });
  const realtime = config.databaseUrl
    ? await createPgRealtime(config.databaseUrl, `platform_events_${config.databaseSchema ?? 'public'}`, logger)
    : createLocalRealtime();
  const shutdown = options.shutdown ?? new AbortController().signal;
  const storage = config.s3 ? await createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'uploads'));
  const shopCache = createShopCache(realtime);
  const app = buildApp({ config, database, logger, auth, realtime, shutdown, storage, mailer, shopCache });
  return { config, logger, database, mailer, auth, background, realtime, storage, shopCache, app };
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;
