import { type AssistantThread, type AssistantThreadSummary, isId } from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { type Asker, owns } from './asker.ts';
import * as q from './threads.queries.ts';

export const UNKNOWN_THREAD = 'Dit gesprek bestaat niet.';

/** The asker's own thread, or a 404 (another person's thread answers like an unknown one). */
export async function ownThread(ctx: ServiceContext, asker: Asker | null, id: string): Promise<q.ThreadRow> {
  // Not a uuid: no thread of anyone's (and no query the uuid column would refuse with a 500).
  const row = isId(id) ? await q.selectThread(ctx.db, id) : undefined;
  if (!row || !owns(row, asker)) throw new NotFoundError(UNKNOWN_THREAD);
  return row;
}

export async function listThreads(ctx: ServiceContext): Promise<AssistantThreadSummary[]> {
  const actor = requireLogin(ctx);
  const rows = await q.selectUserThreads(ctx.db, actor.user.id);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

export async function getThread(ctx: ServiceContext, asker: Asker | null, id: string): Promise<AssistantThread> {
  const row = await ownThread(ctx, asker, id);
  return {
    id: row.id,
    assistantId: row.assistantId,
    messages: row.messages,
    disclosureShownAt: row.disclosureShownAt.toISOString(),
  };
}

export async function removeThread(ctx: ServiceContext, asker: Asker | null, id: string): Promise<void> {
  const row = await ownThread(ctx, asker, id);
  await q.deleteThread(ctx.db, row.id);
}

/** A person's threads in their data export. */
export function exportThreads(ctx: Pick<ServiceContext, 'db'>, userId: string) {
  return q.selectThreadsForExport(ctx.db, userId);
}
