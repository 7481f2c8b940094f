import type { ServiceContext } from '../../context.ts';
import { pingDatabase } from './health.queries.ts';

/** Whether the database answers; a failure is logged here and answered as `error`. */
export async function databaseReachable(ctx: Pick<ServiceContext, 'db' | 'logger'>): Promise<boolean> {
  try {
    await pingDatabase(ctx.db);
    return true;
  } catch (error) {
    ctx.logger.error({ err: error }, 'health check: database unreachable');
    return false;
  }
}
