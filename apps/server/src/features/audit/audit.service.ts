import type { AuditPage } from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { selectAuditPage, selectSubjectNames } from './audit.queries.ts';

export const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first: superadmins only. */
export async function listAudit(ctx: ServiceContext, page: number): Promise<AuditPage> {
  requireRole(ctx, 'superadmin');
  const { rows, total } = await selectAuditPage(ctx.db, { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE });
  const names = await selectSubjectNames(
    ctx.db,
    rows.map(({ entry }) => entry),
  );
  return {
    items: rows.map(({ entry, actorEmail, actorName }) => ({
      id: entry.id,
      actor: { id: entry.actorId, email: actorEmail, name: actorName },
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      subject: { name: names.get(`${entry.targetType}:${entry.targetId}`) ?? null },
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
