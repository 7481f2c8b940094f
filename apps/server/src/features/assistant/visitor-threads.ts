import type { Database } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { VISITOR_HOURS } from './asker.ts';
import { deleteVisitorThreadsBefore } from './threads.queries.ts';

export const VISITOR_THREADS_JOB = 'assistant-visitor-threads';

/** Deletes anonymous visitors' threads 24 hours after they started (their cookie ends then too). */
export async function purgeVisitorThreads(deps: { db: Database; logger: Logger }, now = new Date()): Promise<number> {
  const deleted = await deleteVisitorThreadsBefore(deps.db, new Date(now.getTime() - VISITOR_HOURS * 3_600_000));
  if (deleted > 0) deps.logger.info({ deleted }, 'anonieme assistent-gesprekken verwijderd');
  return deleted;
}

/** Every 15 minutes, once across servers (ADR 020). */
export function defineVisitorThreadPurge(jobs: Jobs, deps: { db: Database; logger: Logger }) {
  jobs.define({
    name: VISITOR_THREADS_JOB,
    policy: 'stately',
    cron: '*/15 * * * *',
    retryLimit: 2,
    handler: () => purgeVisitorThreads(deps),
  });
}
