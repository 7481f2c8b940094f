import type { AuditAction, AuditTargetType } from '@platform/core';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEvent {
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  details?: Record<string, unknown>;
}

/**
 * Writes one audit row; call it inside the transaction of the action it records.
 * Shared infrastructure: every feature (and the place-access rule) writes here; the audit feature reads.
 */
export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({ ...event, details: event.details ?? {} });
}
