import { loadConfig } from '../../config.ts';
import { createRuntime } from '../../runtime.ts';
import { seed } from './index.ts';
import { seedLarge } from './large.ts';

/** `npm run seed [-- --large]`: migrate and seed the configured database, then exit. */
const config = loadConfig();
const runtime = await createRuntime(config);
try {
  await seed({ auth: runtime.auth, db: runtime.database.db, logger: runtime.logger, demoAccounts: config.seedDemo });
  if (process.argv.includes('--large')) await seedLarge(runtime.database.db, (message) => runtime.logger.info(message));
  runtime.logger.info('seed klaar');
} finally {
  await runtime.jobs.stop();
  await runtime.realtime.close();
  await runtime.database.close();
}
