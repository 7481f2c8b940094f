import { filesExpired } from '@platform/core';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { identityDocuments, profiles } from '../../db/schema/index.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_JOB = 'document-retention';

export interface RetentionDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
  retentionDays: number;
}

/**
 * Deletes the files of documents decided at least `retentionDays` ago; the
 * row (kind, decision, notes, dates) stays as the record of the decision.
 * Returns how many files were deleted.
 */
export async function purgeExpiredDocuments(deps: RetentionDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS);
  const due = await deps.db
    .select({
      id: identityDocuments.id,
      userId: identityDocuments.userId,
      kind: identityDocuments.kind,
      key: identityDocuments.storageKey,
      decidedAt: identityDocuments.decidedAt,
    })
    .from(identityDocuments)
    .where(
      and(
        isNotNull(identityDocuments.storageKey),
        isNotNull(identityDocuments.decidedAt),
        lte(identityDocuments.decidedAt, cutoff),
      ),
    );
  let deleted = 0;
  for (const document of due) {
    if (!document.key || !filesExpired(document.decidedAt, now, deps.retentionDays)) continue;
    await deps.storage.remove(document.key);
    await deps.db
      .update(identityDocuments)
      .set({ storageKey: null, filesDeletedAt: now })
      .where(eq(identityDocuments.id, document.id));
    await forgetFileReference(deps.db, document.userId, document.id);
    deleted += 1;
  }
  if (deleted > 0) deps.logger.info({ deleted }, 'identiteitsdocumenten verwijderd na de bewaartermijn');
  return deleted;
}

/** Drops the profile's reference to a deleted file (the `<kind>_uploaded_at` date stays). */
async function forgetFileReference(db: Database, userId: string, documentId: string) {
  const [profile] = await db.select({ documents: profiles.identityDocuments }).from(profiles).where(eq(profiles.id, userId));
  if (!profile) return;
  const kept = Object.fromEntries(Object.entries(profile.documents).filter(([, value]) => !value.includes(documentId)));
  await db.update(profiles).set({ identityDocuments: kept }).where(eq(profiles.id, userId));
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
