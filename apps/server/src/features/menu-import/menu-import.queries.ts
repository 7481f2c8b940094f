import type { MenuImportHistoryQuery, MenuImportOutcome, MenuImportPlaceType, MenuImportSource } from '@platform/core';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  coffeeshopManagers,
  coffeeshops,
  dishes,
  menuImportJobs,
  menuImports,
  menuSections,
  products,
  users,
  venueManagers,
  venues,
} from '../../db/schema/index.ts';

export type JobRow = typeof menuImportJobs.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

// Jobs

export async function insertJob(db: Database, values: typeof menuImportJobs.$inferInsert): Promise<void> {
  await db.insert(menuImportJobs).values(values);
}

export async function selectJob(db: Database, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(menuImportJobs).where(eq(menuImportJobs.id, id));
  return row ?? null;
}

export async function updateJob(db: Database, id: string, patch: Partial<typeof menuImportJobs.$inferInsert>): Promise<void> {
  await db
    .update(menuImportJobs)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(menuImportJobs.id, id));
}

/** Moves a queued job to running; false when it was cancelled while it waited. */
export async function startJob(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(menuImportJobs)
    .set({ status: 'running', updatedAt: new Date() })
    .where(and(eq(menuImportJobs.id, id), eq(menuImportJobs.status, 'queued')))
    .returning({ id: menuImportJobs.id });
  return rows.length > 0;
}

/** Sets a final status unless the job already has one (a cancel that came first stays). */
export async function finishJob(
  db: Database,
  id: string,
  patch: Pick<typeof menuImportJobs.$inferInsert, 'status' | 'result' | 'error' | 'pagesDone'>,
): Promise<boolean> {
  const rows = await db
    .update(menuImportJobs)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(menuImportJobs.id, id), inArray(menuImportJobs.status, ['queued', 'running'])))
    .returning({ id: menuImportJobs.id });
  return rows.length > 0;
}

/** Jobs whose files are due for deletion: anonymous ones after `anonymousBefore`, the rest after `before`. */
export async function selectJobsWithFilesBefore(db: Database, before: Date, anonymousBefore: Date) {
  return db
    .select({ id: menuImportJobs.id })
    .from(menuImportJobs)
    .where(
      and(
        isNull(menuImportJobs.filesDeletedAt),
        or(
          lt(menuImportJobs.createdAt, before),
          and(isNull(menuImportJobs.userId), lt(menuImportJobs.createdAt, anonymousBefore)),
        ),
      ),
    );
}

export async function markFilesDeleted(db: Database, id: string, now: Date): Promise<void> {
  await db.update(menuImportJobs).set({ filesDeletedAt: now }).where(eq(menuImportJobs.id, id));
}

/** Anonymous demo jobs leave no trace after a day. */
export async function deleteAnonymousJobsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(menuImportJobs).where(and(isNull(menuImportJobs.userId), lt(menuImportJobs.createdAt, before)));
}

// Shop products

export function selectProducts(db: Database, coffeeshopId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.coffeeshopId, coffeeshopId))
    .orderBy(asc(products.sortOrder), asc(products.naam));
}

export async function insertProduct(db: Database, values: typeof products.$inferInsert): Promise<void> {
  await db.insert(products).values(values);
}

export async function updateProduct(db: Database, id: string, patch: Partial<typeof products.$inferInsert>): Promise<void> {
  await db
    .update(products)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(products.id, id));
}

// Venue menu

export function selectDishes(db: Database, venueId: string) {
  return db
    .select({
      id: dishes.id,
      name: dishes.name,
      description: dishes.description,
      price: dishes.price,
      sectionId: dishes.sectionId,
      section: menuSections.name,
      sortOrder: dishes.sortOrder,
    })
    .from(dishes)
    .innerJoin(menuSections, eq(menuSections.id, dishes.sectionId))
    .where(eq(menuSections.venueId, venueId))
    .orderBy(asc(menuSections.sortOrder), asc(dishes.sortOrder));
}

export function selectSections(db: Database, venueId: string) {
  return db
    .select({ id: menuSections.id, name: menuSections.name, sortOrder: menuSections.sortOrder })
    .from(menuSections)
    .where(eq(menuSections.venueId, venueId))
    .orderBy(asc(menuSections.sortOrder));
}

export async function insertSection(db: Database, venueId: string, name: string, sortOrder: number): Promise<string> {
  const [row] = await db.insert(menuSections).values({ venueId, name, sortOrder }).returning({ id: menuSections.id });
  if (!row) throw new Error('menu section not inserted');
  return row.id;
}

export async function insertDish(db: Database, values: typeof dishes.$inferInsert): Promise<void> {
  await db.insert(dishes).values(values);
}

export async function updateDish(db: Database, id: string, patch: Partial<typeof dishes.$inferInsert>): Promise<void> {
  await db.update(dishes).set(patch).where(eq(dishes.id, id));
}

export async function deleteDishes(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(dishes).where(inArray(dishes.id, ids));
}

/** Sections left without dishes after an import that replaced the menu. */
export async function deleteEmptySections(db: Database, venueId: string): Promise<void> {
  await db.execute(
    sql`delete from ${menuSections} where ${menuSections.venueId} = ${venueId} and not exists (select 1 from ${dishes} where ${dishes.sectionId} = ${menuSections.id})`,
  );
}

// History

export async function insertImport(
  db: Database,
  values: {
    userId: string;
    placeType: MenuImportPlaceType;
    placeId: string;
    jobId?: string | null;
    sourceType: MenuImportSource;
    fileName?: string | null;
    parsed: number;
    created?: number;
    updated?: number;
    removed?: number;
    outcome: MenuImportOutcome;
  },
): Promise<string> {
  const [row] = await db.insert(menuImports).values(values).returning({ id: menuImports.id });
  if (!row) throw new Error('menu import not inserted');
  return row.id;
}

export async function selectImportOfJob(db: Database, jobId: string) {
  const [row] = await db.select().from(menuImports).where(eq(menuImports.jobId, jobId));
  return row ?? null;
}

export async function updateImport(db: Database, id: string, patch: Partial<typeof menuImports.$inferInsert>): Promise<void> {
  await db.update(menuImports).set(patch).where(eq(menuImports.id, id));
}

/** The shops and venues a user owns or manages. */
async function placesOf(db: Database, userId: string) {
  const [ownedShops, managedShops, ownedVenues, managedVenues] = await Promise.all([
    db.select({ id: coffeeshops.id }).from(coffeeshops).where(eq(coffeeshops.ownerId, userId)),
    db.select({ id: coffeeshopManagers.coffeeshopId }).from(coffeeshopManagers).where(eq(coffeeshopManagers.userId, userId)),
    db.select({ id: venues.id }).from(venues).where(eq(venues.ownerId, userId)),
    db.select({ id: venueManagers.venueId }).from(venueManagers).where(eq(venueManagers.userId, userId)),
  ]);
  return {
    shops: [...ownedShops, ...managedShops].map((row) => row.id),
    venues: [...ownedVenues, ...managedVenues].map((row) => row.id),
  };
}

/** The history, newest first: every import for admins (`userId` null), else those of the user's places. */
export async function selectImports(db: Database, userId: string | null, query: MenuImportHistoryQuery, limit = 200) {
  const conditions = [];
  if (userId) {
    const places = await placesOf(db, userId);
    const own = [eq(menuImports.userId, userId)];
    if (places.shops.length > 0)
      own.push(and(eq(menuImports.placeType, 'coffeeshop'), inArray(menuImports.placeId, places.shops)) ?? sql`false`);
    if (places.venues.length > 0)
      own.push(and(eq(menuImports.placeType, 'venue'), inArray(menuImports.placeId, places.venues)) ?? sql`false`);
    conditions.push(or(...own));
  }
  if (query.placeId) conditions.push(eq(menuImports.placeId, query.placeId));
  const localDay = sql`(${menuImports.createdAt} at time zone 'Europe/Amsterdam')::date`;
  if (query.from) conditions.push(sql`${localDay} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${localDay} <= ${query.to}::date`);
  return db
    .select({
      id: menuImports.id,
      createdAt: menuImports.createdAt,
      userId: menuImports.userId,
      userName: users.name,
      placeType: menuImports.placeType,
      placeId: menuImports.placeId,
      shopName: coffeeshops.name,
      venueName: venues.name,
      sourceType: menuImports.sourceType,
      fileName: menuImports.fileName,
      parsed: menuImports.parsed,
      created: menuImports.created,
      updated: menuImports.updated,
      removed: menuImports.removed,
      outcome: menuImports.outcome,
    })
    .from(menuImports)
    .innerJoin(users, eq(users.id, menuImports.userId))
    .leftJoin(coffeeshops, and(eq(menuImports.placeType, 'coffeeshop'), eq(coffeeshops.id, menuImports.placeId)))
    .leftJoin(venues, and(eq(menuImports.placeType, 'venue'), eq(venues.id, menuImports.placeId)))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(menuImports.createdAt))
    .limit(limit);
}
