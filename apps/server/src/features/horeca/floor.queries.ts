import { TABLE_HOLDING_STATUSES } from '@platform/core';
import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations, venueAreas, venueTablePairs, venueTables } from '../../db/schema/index.ts';

export type TableRow = typeof venueTables.$inferSelect;
export type AreaRow = typeof venueAreas.$inferSelect;

/** Each table's partners (both directions of every stored pair). */
export async function selectPartners(db: Database, venueId: string): Promise<Map<string, string[]>> {
  const pairs = await db.select().from(venueTablePairs).where(eq(venueTablePairs.venueId, venueId));
  const partners = new Map<string, string[]>();
  for (const pair of pairs) {
    partners.set(pair.tableId, [...(partners.get(pair.tableId) ?? []), pair.otherTableId]);
    partners.set(pair.otherTableId, [...(partners.get(pair.otherTableId) ?? []), pair.tableId]);
  }
  return partners;
}

export function selectAreas(db: Database, venueId: string) {
  return db.select().from(venueAreas).where(eq(venueAreas.venueId, venueId)).orderBy(asc(venueAreas.name));
}

export async function selectArea(db: Database, areaId: string): Promise<AreaRow | undefined> {
  const [area] = await db.select().from(venueAreas).where(eq(venueAreas.id, areaId));
  return area;
}

export async function insertArea(db: Database, venueId: string, name: string): Promise<AreaRow> {
  const [area] = await db.insert(venueAreas).values({ venueId, name }).returning();
  return area as AreaRow;
}

export async function renameArea(db: Database, areaId: string, name: string): Promise<AreaRow> {
  const [area] = await db.update(venueAreas).set({ name }).where(eq(venueAreas.id, areaId)).returning();
  return area as AreaRow;
}

/**
 * Deletes the area only while it has no table on the floor, checked in the same statement, so a table added in
 * the meantime is never deleted with it. False when a table stands in it.
 */
export async function deleteEmptyArea(db: Database, areaId: string): Promise<boolean> {
  const rows = await db
    .delete(venueAreas)
    .where(
      and(
        eq(venueAreas.id, areaId),
        sql`not exists (select 1 from ${venueTables} where ${venueTables.areaId} = ${areaId} and ${venueTables.active})`,
      ),
    )
    .returning({ id: venueAreas.id });
  return rows.length > 0;
}

/** The venue's tables on the floor (removed ones stay for past reservations, inactive). */
export function selectActiveTables(db: Database, venueId: string) {
  return db
    .select()
    .from(venueTables)
    .where(and(eq(venueTables.venueId, venueId), eq(venueTables.active, true)))
    .orderBy(asc(venueTables.name));
}

export async function selectTable(db: Database, tableId: string): Promise<TableRow | undefined> {
  const [table] = await db
    .select()
    .from(venueTables)
    .where(and(eq(venueTables.id, tableId), eq(venueTables.active, true)));
  return table;
}

export async function lockTable(db: Database, tableId: string): Promise<void> {
  await db.select({ id: venueTables.id }).from(venueTables).where(eq(venueTables.id, tableId)).for('update');
}

/** An active table of this venue with this name (any case), other than `exceptId`. */
export async function findTableNamed(db: Database, venueId: string, name: string, exceptId?: string) {
  const conditions = [
    eq(venueTables.venueId, venueId),
    eq(venueTables.active, true),
    sql`lower(${venueTables.name}) = ${name.toLowerCase()}`,
  ];
  if (exceptId) conditions.push(ne(venueTables.id, exceptId));
  const [table] = await db
    .select({ id: venueTables.id })
    .from(venueTables)
    .where(and(...conditions))
    .limit(1);
  return table;
}

export async function insertTable(db: Database, values: typeof venueTables.$inferInsert): Promise<TableRow> {
  const [table] = await db.insert(venueTables).values(values).returning();
  return table as TableRow;
}

export async function updateTable(db: Database, tableId: string, values: Partial<typeof venueTables.$inferInsert>) {
  const [table] = await db.update(venueTables).set(values).where(eq(venueTables.id, tableId)).returning();
  return table as TableRow;
}

/** Replaces the table's pairs with these partners (ids of the same venue, checked by the caller). */
export async function replacePairs(db: Database, venueId: string, tableId: string, partners: readonly string[]) {
  await db.delete(venueTablePairs).where(or(eq(venueTablePairs.tableId, tableId), eq(venueTablePairs.otherTableId, tableId)));
  if (partners.length === 0) return;
  await db.insert(venueTablePairs).values(
    partners.map((other) => ({
      venueId,
      tableId: tableId < other ? tableId : other,
      otherTableId: tableId < other ? other : tableId,
    })),
  );
}

/** Whether any reservation that still holds a table and has not ended uses one of these tables. */
export async function hasFutureReservations(db: Database, venueId: string, tableIds: readonly string[], now: Date) {
  if (tableIds.length === 0) return false;
  const [found] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.venueId, venueId),
        inArray(reservations.status, [...TABLE_HOLDING_STATUSES]),
        gt(reservations.endsAt, now),
        sql`${reservations.tableIds} ?| array[${sql.join(
          tableIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .limit(1);
  return found !== undefined;
}
