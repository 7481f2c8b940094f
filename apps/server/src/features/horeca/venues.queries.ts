import type { MenuSection, VenueListQuery } from '@platform/core';
import { VENUE_CATEGORY_GROUPS } from '@platform/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courseMenus, dishes, menuSections, venueAreas, venueManagers, venues, venueTables } from '../../db/schema/index.ts';
import { insertFloorTables } from '../../db/seed/factories/venues.ts';
import type { VenueRow } from './venue-access.ts';

/** Active venues by city, category group or category and cuisine, by town and name. */
export function selectActiveVenues(db: Database, query: Pick<VenueListQuery, 'plaats' | 'category' | 'group' | 'cuisine'>) {
  const conditions = [eq(venues.active, true)];
  if (query.plaats) conditions.push(eq(venues.plaatsSlug, query.plaats));
  if (query.category) conditions.push(eq(venues.category, query.category));
  else if (query.group) conditions.push(inArray(venues.category, [...VENUE_CATEGORY_GROUPS[query.group]]));
  if (query.cuisine) conditions.push(sql`${venues.cuisines} ? ${query.cuisine}`);
  return db
    .select()
    .from(venues)
    .where(and(...conditions))
    .orderBy(asc(venues.plaats), asc(venues.name));
}

export function selectCityCounts(db: Database) {
  return db
    .select({ plaats: venues.plaats, plaatsSlug: venues.plaatsSlug, count: sql<number>`count(*)::int` })
    .from(venues)
    .where(eq(venues.active, true))
    .groupBy(venues.plaats, venues.plaatsSlug)
    .orderBy(asc(venues.plaats));
}

export async function selectCuisines(db: Database): Promise<string[]> {
  const cuisine = sql<string>`jsonb_array_elements_text(${venues.cuisines})`;
  const rows = await db.selectDistinct({ cuisine }).from(venues).where(eq(venues.active, true)).orderBy(cuisine);
  return rows.map((row) => row.cuisine);
}

export async function selectActiveVenueBySlug(db: Database, plaatsSlug: string, slug: string): Promise<VenueRow | undefined> {
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.plaatsSlug, plaatsSlug), eq(venues.slug, slug), eq(venues.active, true)));
  return venue;
}

/** The venue's menu: sections in order, each with its dishes in order. */
export async function menuOf(db: Database, venueId: string): Promise<MenuSection[]> {
  const sections = await db
    .select()
    .from(menuSections)
    .where(eq(menuSections.venueId, venueId))
    .orderBy(asc(menuSections.sortOrder));
  if (sections.length === 0) return [];
  const items = await db
    .select()
    .from(dishes)
    .where(
      inArray(
        dishes.sectionId,
        sections.map((section) => section.id),
      ),
    )
    .orderBy(asc(dishes.sortOrder));
  return sections.map((section) => ({
    id: section.id,
    name: section.name,
    dishes: items
      .filter((dish) => dish.sectionId === section.id)
      .map(({ id, name, description, price, contains, mayContain, diets }) => ({
        id,
        name,
        description,
        price,
        contains,
        mayContain,
        diets,
      })),
  }));
}

/** Replaces the venue's whole menu; section and dish ids are kept where `keep` allows. */
export async function replaceMenuRows(
  db: Database,
  venueId: string,
  sections: ReadonlyArray<{
    id?: string;
    name: string;
    dishes: ReadonlyArray<{ id?: string } & Omit<typeof dishes.$inferInsert, 'id' | 'sectionId' | 'sortOrder'>>;
  }>,
  keep: { sections: Set<string>; dishes: Set<string> },
): Promise<void> {
  await db.delete(menuSections).where(eq(menuSections.venueId, venueId));
  for (const [order, section] of sections.entries()) {
    const [row] = await db
      .insert(menuSections)
      .values({
        ...(section.id && keep.sections.has(section.id) ? { id: section.id } : {}),
        venueId,
        name: section.name,
        sortOrder: order,
      })
      .returning();
    if (!row || section.dishes.length === 0) continue;
    await db.insert(dishes).values(
      section.dishes.map(({ id, ...dish }, index) => ({
        ...dish,
        ...(id && keep.dishes.has(id) ? { id } : {}),
        sectionId: row.id,
        sortOrder: index,
      })),
    );
  }
}

/** The venue's active course menus; the editor lists them by name, the public page as stored. */
export function selectActiveCourseMenus(db: Database, venueId: string, order: 'byName' | 'stored') {
  const query = db
    .select()
    .from(courseMenus)
    .where(and(eq(courseMenus.venueId, venueId), eq(courseMenus.active, true)));
  return order === 'byName' ? query.orderBy(asc(courseMenus.name)) : query;
}

/** An active course menu of an active venue, with the venue. */
export async function selectPublicCourseMenu(db: Database, id: string) {
  const [row] = await db
    .select({ course: courseMenus, venue: venues })
    .from(courseMenus)
    .innerJoin(venues, eq(venues.id, courseMenus.venueId))
    .where(and(eq(courseMenus.id, id), eq(courseMenus.active, true), eq(venues.active, true)));
  return row;
}

export async function selectCourseMenu(db: Database, id: string) {
  const [row] = await db.select().from(courseMenus).where(eq(courseMenus.id, id));
  return row;
}

export async function insertCourseMenu(db: Database, values: typeof courseMenus.$inferInsert): Promise<string> {
  const [row] = await db.insert(courseMenus).values(values).returning({ id: courseMenus.id });
  return (row as { id: string }).id;
}

export async function updateCourseMenu(db: Database, id: string, values: Partial<typeof courseMenus.$inferInsert>) {
  await db.update(courseMenus).set(values).where(eq(courseMenus.id, id));
}

const managedColumns = { id: venues.id, name: venues.name, plaats: venues.plaats };

export function selectAllActiveVenueNames(db: Database) {
  return db.select(managedColumns).from(venues).where(eq(venues.active, true)).orderBy(asc(venues.plaats), asc(venues.name));
}

/** Active venues the user owns, and those they manage. */
export async function selectRunVenueNames(db: Database, userId: string) {
  const owned = await db
    .select(managedColumns)
    .from(venues)
    .where(and(eq(venues.active, true), eq(venues.ownerId, userId)));
  const asManager = await db
    .select({ ...managedColumns, permissions: venueManagers.permissions })
    .from(venues)
    .innerJoin(venueManagers, and(eq(venueManagers.venueId, venues.id), eq(venueManagers.userId, userId)))
    .where(eq(venues.active, true));
  return { owned, asManager };
}

/** The venue's active tables with their area's name, by area and name. */
export function selectTablesWithArea(db: Database, venueId: string) {
  return db
    .select({ table: venueTables, area: venueAreas.name })
    .from(venueTables)
    .innerJoin(venueAreas, eq(venueAreas.id, venueTables.areaId))
    .where(and(eq(venueTables.venueId, venueId), eq(venueTables.active, true)))
    .orderBy(asc(venueAreas.name), asc(venueTables.name));
}

export async function updateVenueRow(db: Database, id: string, values: Partial<typeof venues.$inferInsert>): Promise<VenueRow> {
  const [updated] = await db.update(venues).set(values).where(eq(venues.id, id)).returning();
  return updated as VenueRow;
}

/** A new venue with a starting floor: one area, four two-tops that combine with each other and two fours. */
export async function insertVenueWithFloor(db: Database, values: typeof venues.$inferInsert): Promise<VenueRow> {
  const [venue] = await db.insert(venues).values(values).returning();
  const row = venue as VenueRow;
  const [area] = await db.insert(venueAreas).values({ venueId: row.id, name: 'Binnen' }).returning();
  if (area) {
    const seats = [2, 2, 2, 2, 4, 4];
    await insertFloorTables(
      db,
      row.id,
      area.id,
      seats.map((n, index) => ({ name: String(index + 1), seats: n, combinable: n === 2 })),
    );
  }
  return row;
}
