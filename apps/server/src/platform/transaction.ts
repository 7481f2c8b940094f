import type { ServiceContext } from '../context.ts';
import { mailerIn } from './mail.ts';

/**
 * Runs a multi-step write in one transaction. The callback gets the same context bound to the
 * transaction: its queries, and the mails it queues (ADR 020), commit or roll back together.
 * Realtime events are not transactional: publish them after this returns. Jobs pass their own part of a
 * context (e.g. the reminders' `ReminderDeps`).
 */
export function withTransaction<C extends Pick<ServiceContext, 'db' | 'mailer'>, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db, mailer: mailerIn(ctx.mailer, db) }));
}
