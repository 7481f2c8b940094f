import { filesExpired } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { retentionPeriod } from '../../platform/settings.ts';
import * as q from './verification.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_JOB = 'document-retention';

/** What the job needs: the same database, storage and logger a service context carries, and the period. */
/** `retentionDays` is the server's default (DOCUMENT_RETENTION_DAYS); a superadmin's setting goes first (ADR 077). */
export type RetentionDeps = Pick<ServiceContext, 'db' | 'storage' | 'logger'> & { retentionDays: number };

/**
 * Deletes the files of documents decided at least `retentionDays` ago; the
 * row (kind, decision, notes, dates) stays as the record of the decision.
 * Returns how many files were deleted.
 */
export async function purgeExpiredDocuments(deps: RetentionDeps, now = new Date()): Promise<number> {
  const days = await retentionPeriod(deps.db, 'identityDocumentsDays', deps.retentionDays);
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const due = await q.selectFilesDecidedBefore(deps.db, cutoff);
  let deleted = 0;
  for (const document of due) {
    if (!document.key || !filesExpired(document.decidedAt, now, days)) continue;
    await deps.storage.remove(document.key);
    await q.markFileDeleted(deps.db, document.id, now);
    await forgetFileReference(deps, document.userId, document.id);
    deleted += 1;
  }
  if (deleted > 0) deps.logger.info({ deleted }, 'identiteitsdocumenten verwijderd na de bewaartermijn');
  return deleted;
}

/** Drops the profile's reference to a deleted file (the `<kind>_uploaded_at` date stays). */
async function forgetFileReference(deps: RetentionDeps, userId: string, documentId: string) {
  const documents = await q.selectProfileDocuments(deps.db, userId);
  if (!documents) return;
  const kept = Object.fromEntries(Object.entries(documents).filter(([, value]) => !value.includes(documentId)));
  await q.updateProfile(deps.db, userId, { identityDocuments: kept });
}

/** Hourly, once across processes (a sweep: at most one waiting and one running). */
export function defineDocumentRetention(jobs: Jobs, deps: RetentionDeps) {
  jobs.define({
    name: RETENTION_JOB,
    policy: 'stately',
    cron: '7 * * * *',
    retryLimit: 2,
    handler: () => purgeExpiredDocuments(deps),
  });
}
