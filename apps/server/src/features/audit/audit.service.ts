import type { AuditAction, AuditPage, AuditTargetType } from '@platform/core';
import { count, desc, eq } from 'drizzle-orm';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { selectSubjectNames } from './audit.queries.ts';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditEvent {
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Writes one audit row; call it inside the transaction of the action it records. */
export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({ ...event, details: event.details ?? {} });
}

/** The audit log, newest first: superadmins only. */
export async function listAudit(ctx: ServiceContext, page: number): Promise<AuditPage> {
  requireRole(ctx, 'superadmin');
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ entry: auditLog, actorEmail: users.email, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    ctx.db.select({ value: count() }).from(auditLog),
  ]);
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
    total: total?.value ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
