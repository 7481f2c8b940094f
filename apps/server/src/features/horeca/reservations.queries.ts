import { TABLE_HOLDING_STATUSES } from '@platform/core';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations, tableBlocks, venues, venueTables } from '../../db/schema/index.ts';

export type ReservationRow = typeof reservations.$inferSelect;
type ReservationChange = Partial<typeof reservations.$inferInsert>;

/** The calendar entry changes: calendars replace the one they hold (RFC 5546 SEQUENCE). */
export const nextCalendarSequence = () => sql`${reservations.calendarSequence} + 1`;

export async function insertReservation(db: Database, values: typeof reservations.$inferInsert): Promise<ReservationRow> {
  const [inserted] = await db.insert(reservations).values(values).returning();
  return inserted as ReservationRow;
}

export async function selectReservation(db: Database, id: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

/** Changes the reservation only where `condition` (its state as it was read) still holds; undefined otherwise. */
export async function updateReservationIf(
  db: Database,
  condition: SQL | undefined,
  values: ReservationChange | Record<string, unknown>,
): Promise<ReservationRow | undefined> {
  const [updated] = await db
    .update(reservations)
    .set(values as ReservationChange)
    .where(condition)
    .returning();
  return updated;
}

/** The row as it was read: same status and the same personal link (a reminder issues a new one). */
export function unchangedSince(row: ReservationRow) {
  return and(
    eq(reservations.id, row.id),
    eq(reservations.status, row.status),
    row.manageTokenHash === null ? isNull(reservations.manageTokenHash) : eq(reservations.manageTokenHash, row.manageTokenHash),
  );
}

/** The row still has the status the rule was checked against. */
export const stillHasStatus = (row: Pick<ReservationRow, 'id' | 'status'>) =>
  and(eq(reservations.id, row.id), eq(reservations.status, row.status));

export const withId = (id: string) => eq(reservations.id, id);

export async function setManageTokenHash(db: Database, id: string, manageTokenHash: string): Promise<void> {
  await db.update(reservations).set({ manageTokenHash }).where(eq(reservations.id, id));
}

export async function selectByTokenHash(db: Database, manageTokenHash: string) {
  const [found] = await db
    .select({ row: reservations, venue: venues })
    .from(reservations)
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .where(eq(reservations.manageTokenHash, manageTokenHash));
  return found;
}

/** A reservation of this guest (e-mail, any case) at this venue and instant that still holds a table. */
export async function findHeldByEmail(db: Database, venueId: string, email: string, startsAt: Date) {
  const [existing] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.venueId, venueId),
        eq(reservations.startsAt, startsAt),
        sql`lower(${reservations.email}) = ${email.trim().toLowerCase()}`,
        inArray(reservations.status, [...TABLE_HOLDING_STATUSES]),
      ),
    )
    .limit(1);
  return existing;
}

/** Reservations starting in [from, to) of one venue, or (without a venue) of all, each with its venue. */
export function selectStartingBetween(db: Database, from: Date, to: Date) {
  return db
    .select({ reservation: reservations, venue: { id: venues.id, name: venues.name, plaats: venues.plaats } })
    .from(reservations)
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .where(and(gte(reservations.startsAt, from), lt(reservations.startsAt, to)))
    .orderBy(asc(reservations.startsAt), asc(venues.name));
}

export function selectVenueReservationsBetween(db: Database, venueId: string, from: Date, to: Date) {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, venueId), lt(reservations.startsAt, to), gte(reservations.startsAt, from)))
    .orderBy(asc(reservations.startsAt));
}

/** Requested or confirmed reservations starting in (now, until] that have had no reminder, with their venue. */
export function selectReminderCandidates(db: Database, now: Date, until: Date) {
  return db
    .select({ reservation: reservations, venue: venues })
    .from(reservations)
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .where(
      and(
        inArray(reservations.status, ['requested', 'confirmed']),
        isNull(reservations.reminderSentAt),
        gt(reservations.startsAt, now),
        lte(reservations.startsAt, until),
      ),
    );
}

/**
 * Claims the reminder only as the reservation still is: not cancelled or moved since it was read (a change
 * clears reminder_sent_at and sets another time). Returns the claimed row, or undefined.
 */
export async function claimReminder(db: Database, row: ReservationRow, now: Date): Promise<ReservationRow | undefined> {
  const [current] = await db
    .update(reservations)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(reservations.id, row.id),
        isNull(reservations.reminderSentAt),
        inArray(reservations.status, ['requested', 'confirmed']),
        eq(reservations.startsAt, row.startsAt),
      ),
    )
    .returning();
  return current;
}

export async function selectBlock(db: Database, id: string) {
  const [block] = await db.select().from(tableBlocks).where(eq(tableBlocks.id, id));
  return block;
}

export async function insertBlock(db: Database, values: typeof tableBlocks.$inferInsert) {
  const [block] = await db.insert(tableBlocks).values(values).returning();
  return block;
}

export async function deleteBlock(db: Database, id: string): Promise<void> {
  await db.delete(tableBlocks).where(eq(tableBlocks.id, id));
}

export function selectVenueBlocksBetween(db: Database, venueId: string, from: Date, to: Date) {
  return db
    .select()
    .from(tableBlocks)
    .where(and(eq(tableBlocks.venueId, venueId), lt(tableBlocks.startsAt, to), gt(tableBlocks.endsAt, from)))
    .orderBy(asc(tableBlocks.startsAt));
}

export async function selectVenueTable(db: Database, venueId: string, tableId: string) {
  const [table] = await db
    .select()
    .from(venueTables)
    .where(and(eq(venueTables.id, tableId), eq(venueTables.venueId, venueId)));
  return table;
}
