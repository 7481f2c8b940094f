import { type DayBookings, dutchInstant, TABLE_HOLDING_STATUSES, type TableInfo } from '@platform/core';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations, tableBlocks, venueTables } from '../../db/schema/index.ts';
import { selectActiveTables, selectPartners } from './floor.queries.ts';

export const toTableInfo = (table: typeof venueTables.$inferSelect, partners: Map<string, string[]>): TableInfo => ({
  id: table.id,
  areaId: table.areaId,
  seats: table.seats,
  minParty: table.minParty,
  bookableOnline: table.bookableOnline,
  combinesWith: partners.get(table.id) ?? [],
});

/** The venue's tables in use with their partners (for the largest party it can seat). */
export async function activeTables(db: Database, venueId: string): Promise<TableInfo[]> {
  const [rows, partners] = await Promise.all([selectActiveTables(db, venueId), selectPartners(db, venueId)]);
  return rows.map((table) => toTableInfo(table, partners));
}

/**
 * What holds the venue's tables around a date: its active tables, the
 * reservations that still hold a table and the blocks, from the date's
 * midnight to noon the next day (late venues serve past midnight).
 * `lock` takes row locks on the tables: the booking transaction holds them
 * until it commits, so two bookings for one venue never allocate at once.
 */
export async function loadDay(
  db: Database,
  venueId: string,
  date: string,
  options: { lock?: boolean; excludeReservationId?: string } = {},
): Promise<{ tables: TableInfo[]; names: Map<string, string>; bookings: DayBookings }> {
  const from = dutchInstant(date, 0);
  const to = dutchInstant(date, 36 * 60);
  const tableQuery = db
    .select()
    .from(venueTables)
    .where(and(eq(venueTables.venueId, venueId), eq(venueTables.active, true)))
    .orderBy(venueTables.name);
  const tableRows = options.lock ? await tableQuery.for('update') : await tableQuery;
  const partners = await selectPartners(db, venueId);
  const reservationConditions = [
    eq(reservations.venueId, venueId),
    inArray(reservations.status, [...TABLE_HOLDING_STATUSES]),
    lt(reservations.startsAt, to),
    gt(reservations.endsAt, from),
  ];
  if (options.excludeReservationId) reservationConditions.push(ne(reservations.id, options.excludeReservationId));
  const [held, blocks] = await Promise.all([
    db
      .select()
      .from(reservations)
      .where(and(...reservationConditions)),
    db
      .select()
      .from(tableBlocks)
      .where(and(eq(tableBlocks.venueId, venueId), lt(tableBlocks.startsAt, to), gt(tableBlocks.endsAt, from))),
  ]);
  return {
    tables: tableRows.map((table) => toTableInfo(table, partners)),
    names: new Map(tableRows.map((table) => [table.id, table.name])),
    bookings: {
      reservations: held.map((row) => ({
        tableIds: row.tableIds,
        start: row.startsAt.getTime(),
        end: row.endsAt.getTime(),
        partySize: row.partySize,
      })),
      blocks: blocks.map((block) => ({
        tableIds: block.tableId ? [block.tableId] : null,
        start: block.startsAt.getTime(),
        end: block.endsAt.getTime(),
      })),
    },
  };
}
