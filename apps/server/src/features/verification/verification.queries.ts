import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { identityDocuments, profiles, users } from '../../db/schema/index.ts';

export type DocumentRow = typeof identityDocuments.$inferSelect;
type ProfileChange = Partial<typeof profiles.$inferInsert>;

export function selectOwnDocuments(db: Database, userId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .orderBy(desc(identityDocuments.submittedAt));
}

export async function selectDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(identityDocuments).where(eq(identityDocuments.id, id));
  return row;
}

/** The document, locked until the transaction ends (two admins deciding at once). */
export async function lockDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(identityDocuments).where(eq(identityDocuments.id, id)).for('update');
  return row;
}

export async function lockProfile(db: Database, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  return profile;
}

export async function insertDocument(db: Database, values: typeof identityDocuments.$inferInsert): Promise<DocumentRow> {
  const [inserted] = await db.insert(identityDocuments).values(values).returning();
  return inserted as DocumentRow;
}

export async function updateProfile(db: Database, userId: string, values: ProfileChange): Promise<void> {
  await db.update(profiles).set(values).where(eq(profiles.id, userId));
}

/** Decides a document that is still pending; undefined when another decision came first. */
export async function decidePending(
  db: Database,
  id: string,
  values: Pick<DocumentRow, 'status' | 'notes' | 'decidedAt' | 'decidedBy'>,
): Promise<DocumentRow | undefined> {
  const [updated] = await db
    .update(identityDocuments)
    .set(values)
    .where(and(eq(identityDocuments.id, id), eq(identityDocuments.status, 'pending')))
    .returning();
  return updated;
}

export async function selectOwner(db: Database, userId: string) {
  const [owner] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return owner;
}

/** The admin queue: documents of one status with their owner, oldest first (pending) or newest first (decided). */
export function selectQueue(db: Database, status: DocumentRow['status']) {
  return db
    .select({ document: identityDocuments, user: { id: users.id, email: users.email, name: users.name } })
    .from(identityDocuments)
    .innerJoin(users, eq(users.id, identityDocuments.userId))
    .where(eq(identityDocuments.status, status))
    .orderBy(status === 'pending' ? asc(identityDocuments.submittedAt) : desc(identityDocuments.decidedAt))
    .limit(200);
}

/** Documents whose files still exist and were decided at or before the cutoff. */
export function selectFilesDecidedBefore(db: Database, cutoff: Date) {
  return db
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
}

export async function markFileDeleted(db: Database, id: string, at: Date): Promise<void> {
  await db.update(identityDocuments).set({ storageKey: null, filesDeletedAt: at }).where(eq(identityDocuments.id, id));
}

export async function selectProfileDocuments(db: Database, userId: string) {
  const [profile] = await db.select({ documents: profiles.identityDocuments }).from(profiles).where(eq(profiles.id, userId));
  return profile?.documents;
}
