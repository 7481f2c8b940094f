import { loadConfig } from '../../config.ts';
import { createRuntime } from '../../runtime.ts';
import { seed } from './index.ts';

/** `npm run seed`: migrate and seed the configured database, then exit. */
const config = loadConfig();
const runtime = await createRuntime(config);
try {
  await seed({ auth: runtime.auth, db: runtime.database.db, logger: runtime.logger, demoAccounts: config.seedDemo });
  runtime.logger.info('seed klaar');
} finally {
  await runtime.database.close();
}
