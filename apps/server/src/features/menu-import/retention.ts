import { MENU_IMPORT_LIMITS } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { retentionPeriod } from '../../platform/settings.ts';
import { folderOf } from './jobs.service.ts';
import * as q from './menu-import.queries.ts';

const HOUR_MS = 60 * 60 * 1000;
export const MENU_IMPORT_RETENTION_JOB = 'menu-import-retention';

export type MenuImportRetentionDeps = Pick<ServiceContext, 'db' | 'storage' | 'logger'> & { retentionHours?: number };

/**
 * Deletes the files of import jobs (source file and page images): a signed-in owner's after the retention period
 * (7 days), an anonymous demo's after an hour; demo jobs themselves go after a day. The history keeps its counts.
 */
export async function purgeMenuImportFiles(deps: MenuImportRetentionDeps, now = new Date()): Promise<number> {
  // A superadmin's period (ADR 077) goes before the default.
  const hours = await retentionPeriod(deps.db, 'menuImportFilesHours', deps.retentionHours ?? MENU_IMPORT_LIMITS.retentionHours);
  const due = await q.selectJobsWithFilesBefore(
    deps.db,
    new Date(now.getTime() - hours * HOUR_MS),
    new Date(now.getTime() - HOUR_MS),
  );
  for (const job of due) {
    await deps.storage.remove(folderOf(job.id));
    await q.markFilesDeleted(deps.db, job.id, now);
  }
  await q.deleteAnonymousJobsBefore(deps.db, new Date(now.getTime() - 24 * HOUR_MS));
  if (due.length > 0) deps.logger.info({ deleted: due.length }, 'menu-importbestanden verwijderd na de bewaartermijn');
  return due.length;
}

/** Hourly, once across processes, like the other retention jobs (ADR 020). */
export function defineMenuImportRetention(jobs: Jobs, deps: MenuImportRetentionDeps) {
  jobs.define({
    name: MENU_IMPORT_RETENTION_JOB,
    policy: 'stately',
    cron: '37 * * * *',
    retryLimit: 2,
    handler: () => purgeMenuImportFiles(deps),
  });
}
