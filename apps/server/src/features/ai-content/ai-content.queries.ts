import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiContentDrafts, coffeeshops, venues } from '../../db/schema/index.ts';

export type DraftRow = typeof aiContentDrafts.$inferSelect;

/** The newest drafts of all editors (the shared history at /admin/ai-content). */
export function selectDrafts(db: Database, limit: number) {
  return db.select().from(aiContentDrafts).orderBy(desc(aiContentDrafts.createdAt)).limit(limit);
}

export async function selectDraft(db: Database, id: string) {
  const [row] = await db.select().from(aiContentDrafts).where(eq(aiContentDrafts.id, id));
  return row;
}

export async function insertDraft(db: Database, values: typeof aiContentDrafts.$inferInsert) {
  const [row] = await db.insert(aiContentDrafts).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Marks a draft saved once: a second save (or a race) finds no unsaved row. */
export async function markSaved(db: Database, id: string, postId: string, at: Date) {
  const [row] = await db
    .update(aiContentDrafts)
    .set({ savedPostId: postId, savedAt: at })
    .where(and(eq(aiContentDrafts.id, id), isNull(aiContentDrafts.savedPostId)))
    .returning();
  return row;
}

/** Live coffeeshops and venues per town (the built-in writer's town facts). */
export async function liveTownCounts(db: Database) {
  const [shops, places] = await Promise.all([
    db
      .select({ plaats: coffeeshops.plaats, plaatsSlug: coffeeshops.plaatsSlug, n: count() })
      .from(coffeeshops)
      .where(eq(coffeeshops.active, true))
      .groupBy(coffeeshops.plaats, coffeeshops.plaatsSlug),
    db
      .select({ plaats: venues.plaats, plaatsSlug: venues.plaatsSlug, n: count() })
      .from(venues)
      .where(eq(venues.active, true))
      .groupBy(venues.plaats, venues.plaatsSlug),
  ]);
  return { shops, places };
}
