import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { telers } from '../../db/schema/index.ts';

export type TelerRow = typeof telers.$inferSelect;

export function selectTelerOptions(db: Database) {
  return db
    .select({ id: telers.id, naam: telers.naam, plaats: telers.plaats, designatedGrower: telers.designatedGrower })
    .from(telers)
    .where(eq(telers.actief, true))
    .orderBy(asc(telers.naam));
}

export function selectActiveTelers(db: Database) {
  return db.select().from(telers).where(eq(telers.actief, true)).orderBy(asc(telers.naam));
}

export async function selectActiveTelerBySlug(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(telers)
    .where(and(eq(telers.slug, slug), eq(telers.actief, true)));
  return row ?? null;
}

export function selectAllTelers(db: Database) {
  return db.select().from(telers).orderBy(asc(telers.naam));
}

/** The id of the grower holding `slug`, if any. */
export async function selectIdBySlug(db: Database, slug: string) {
  const [row] = await db.select({ id: telers.id }).from(telers).where(eq(telers.slug, slug));
  return row?.id ?? null;
}

export async function insertTeler(db: Database, values: typeof telers.$inferInsert) {
  const [row] = await db.insert(telers).values(values).returning();
  return row as TelerRow;
}

/** Changes a grower and stamps `updatedAt`; null when it does not exist. */
export async function updateTeler(db: Database, id: string, changes: Partial<typeof telers.$inferInsert>) {
  const [row] = await db
    .update(telers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(telers.id, id))
    .returning();
  return row ?? null;
}
