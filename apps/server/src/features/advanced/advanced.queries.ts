import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/** The latest changes to the platform settings, from the audit log (ADR 058). */
export function selectSettingChanges(db: Database, limit = 100) {
  return db
    .select({
      id: auditLog.id,
      key: auditLog.targetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.action, 'platform.settings'))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
