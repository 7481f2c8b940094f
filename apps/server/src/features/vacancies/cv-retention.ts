import type { ServiceContext } from '../../context.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { retentionPeriod } from '../../platform/settings.ts';
import * as q from './vacancies.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const CV_RETENTION_JOB = 'cv-retention';

export type CvRetentionDeps = Pick<ServiceContext, 'db' | 'storage' | 'logger'> & { retentionDays: number };

/**
 * Deletes the CVs of applications older than `retentionDays`; the application (name, address, motivation) stays
 * for the employer's records, marked as without CV. Returns how many files were deleted.
 */
export async function purgeExpiredCvs(deps: CvRetentionDeps, now = new Date()): Promise<number> {
  // A superadmin's period (ADR 077) goes before the server's default (CV_RETENTION_DAYS).
  const days = await retentionPeriod(deps.db, 'cvDays', deps.retentionDays);
  const due = await q.selectCvsBefore(deps.db, new Date(now.getTime() - days * DAY_MS));
  for (const application of due) {
    if (application.key) await deps.storage.remove(application.key);
    await q.markCvDeleted(deps.db, application.id, now);
  }
  if (due.length > 0) deps.logger.info({ deleted: due.length }, "cv's verwijderd na de bewaartermijn");
  return due.length;
}

/** Hourly, once across processes, like the identity-document retention (ADR 020). */
export function defineCvRetention(jobs: Jobs, deps: CvRetentionDeps) {
  jobs.define({
    name: CV_RETENTION_JOB,
    policy: 'stately',
    cron: '17 * * * *',
    retryLimit: 2,
    handler: () => purgeExpiredCvs(deps),
  });
}
