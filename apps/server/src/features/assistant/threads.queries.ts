import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assistantThreads, type StoredUIMessage } from '../../db/schema/index.ts';

export type ThreadRow = typeof assistantThreads.$inferSelect;

export async function selectThread(db: Database, id: string): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(assistantThreads).where(eq(assistantThreads.id, id));
  return row;
}

export async function insertThread(db: Database, row: typeof assistantThreads.$inferInsert): Promise<void> {
  await db.insert(assistantThreads).values(row);
}

export async function updateThreadMessages(db: Database, id: string, messages: StoredUIMessage[], title: string): Promise<void> {
  await db.update(assistantThreads).set({ messages, title, updatedAt: new Date() }).where(eq(assistantThreads.id, id));
}

export function selectUserThreads(db: Database, userId: string) {
  return db
    .select({
      id: assistantThreads.id,
      assistantId: assistantThreads.assistantId,
      title: assistantThreads.title,
      updatedAt: assistantThreads.updatedAt,
    })
    .from(assistantThreads)
    .where(eq(assistantThreads.userId, userId))
    .orderBy(desc(assistantThreads.updatedAt));
}

/** Everything of a person's threads, for their data export (AVG art. 15 and 20). */
export function selectThreadsForExport(db: Database, userId: string) {
  return db
    .select({
      id: assistantThreads.id,
      assistantId: assistantThreads.assistantId,
      title: assistantThreads.title,
      messages: assistantThreads.messages,
      disclosureShownAt: assistantThreads.disclosureShownAt,
      createdAt: assistantThreads.createdAt,
      updatedAt: assistantThreads.updatedAt,
    })
    .from(assistantThreads)
    .where(eq(assistantThreads.userId, userId))
    .orderBy(assistantThreads.createdAt);
}

export async function deleteThread(db: Database, id: string): Promise<void> {
  await db.delete(assistantThreads).where(eq(assistantThreads.id, id));
}

/** Anonymous visitors' threads started before `before`; returns how many were deleted. */
export async function deleteVisitorThreadsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(assistantThreads)
    .where(and(isNull(assistantThreads.userId), lt(assistantThreads.createdAt, before)))
    .returning({ id: assistantThreads.id });
  return rows.length;
}
