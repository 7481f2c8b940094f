// Long file: every Drizzle call of the staff planner (employees, shifts, templates, requests, absences, hours).
import { isId, type PlaceKindName } from '@platform/core';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  coffeeshops,
  staffAbsences,
  staffEmployees,
  staffShiftRequests,
  staffShifts,
  staffShiftTemplates,
  staffTimeEntries,
  users,
  venues,
} from '../../db/schema/index.ts';

export type EmployeeRow = typeof staffEmployees.$inferSelect;
export type ShiftRow = typeof staffShifts.$inferSelect;
export type TimeEntryRow = typeof staffTimeEntries.$inferSelect;

const atPlace = (kind: PlaceKindName, placeId: string) =>
  and(eq(staffEmployees.placeKind, kind), eq(staffEmployees.placeId, placeId));

export function selectEmployees(db: Database, kind: PlaceKindName, placeId: string) {
  return db.select().from(staffEmployees).where(atPlace(kind, placeId)).orderBy(asc(staffEmployees.name));
}

export async function selectEmployee(db: Database, id: string) {
  const [row] = await db.select().from(staffEmployees).where(eq(staffEmployees.id, id));
  return row;
}

export async function insertEmployee(db: Database, values: typeof staffEmployees.$inferInsert) {
  const [row] = await db.insert(staffEmployees).values(values).returning();
  return row as EmployeeRow;
}

export async function updateEmployee(db: Database, id: string, values: Partial<typeof staffEmployees.$inferInsert>) {
  const [row] = await db.update(staffEmployees).set(values).where(eq(staffEmployees.id, id)).returning();
  return row as EmployeeRow;
}

/** Gives an employee a new calendar secret; the old feed and koppel link stop at once (ADR 060). */
export async function rotateIcsToken(db: Database, id: string, icsToken: string) {
  const [row] = await db.update(staffEmployees).set({ icsToken }).where(eq(staffEmployees.id, id)).returning();
  return row as EmployeeRow;
}

/**
 * The employee records linked to a user. Never by e-mail address alone: sign-up does not prove an address, so anyone
 * could register a colleague's first (ADR 047, amended); the link is made with the mailed token (`linkEmployee`).
 */
export async function selectMyEmployees(db: Database, userId: string) {
  return db.select().from(staffEmployees).where(eq(staffEmployees.userId, userId));
}

/** Links the employee record of a mailed token to a user, when no other account has it yet; null otherwise. */
export async function linkEmployeeByToken(db: Database, token: string, userId: string) {
  const [row] = await db
    .update(staffEmployees)
    .set({ userId })
    .where(and(eq(staffEmployees.icsToken, token), or(isNull(staffEmployees.userId), eq(staffEmployees.userId, userId))))
    .returning();
  return row;
}

/** The account registered with an address, for its in-app mailbox (as invitations do, ADR 017); undefined when none. */
/** The account that confirmed this address (ADR 060); an unconfirmed one gets nothing matched by e-mail. */
export async function selectUserIdByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.emailVerified, true)));
  return row?.id;
}

export async function selectEmployeeByIcsToken(db: Database, token: string) {
  const [row] = await db.select().from(staffEmployees).where(eq(staffEmployees.icsToken, token));
  return row;
}

/** Names of active places, for the employee's own roster. */
export async function placeNames(db: Database, refs: readonly { kind: PlaceKindName; id: string }[]) {
  const shopIds = refs.filter((r) => r.kind === 'coffeeshop').map((r) => r.id);
  const venueIds = refs.filter((r) => r.kind === 'venue').map((r) => r.id);
  const [shops, vens] = await Promise.all([
    shopIds.length
      ? db
          .select({ id: coffeeshops.id, name: coffeeshops.name })
          .from(coffeeshops)
          .where(and(inArray(coffeeshops.id, shopIds), eq(coffeeshops.active, true)))
      : [],
    venueIds.length
      ? db
          .select({ id: venues.id, name: venues.name })
          .from(venues)
          .where(and(inArray(venues.id, venueIds), eq(venues.active, true)))
      : [],
  ]);
  return new Map<string, string>([...shops, ...vens].map((p) => [p.id, p.name]));
}

export function selectShifts(db: Database, kind: PlaceKindName, placeId: string, from: Date, to: Date) {
  return db
    .select()
    .from(staffShifts)
    .where(
      and(
        eq(staffShifts.placeKind, kind),
        eq(staffShifts.placeId, placeId),
        gte(staffShifts.startsAt, from),
        lt(staffShifts.startsAt, to),
      ),
    )
    .orderBy(asc(staffShifts.startsAt));
}

export function selectEmployeeShifts(db: Database, employeeIds: string[], from: Date, to: Date, publishedOnly: boolean) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(staffShifts)
    .where(
      and(
        inArray(staffShifts.employeeId, employeeIds),
        gte(staffShifts.startsAt, from),
        lt(staffShifts.startsAt, to),
        publishedOnly ? sql`${staffShifts.publishedAt} is not null` : undefined,
      ),
    )
    .orderBy(asc(staffShifts.startsAt));
}

export function selectOpenShifts(db: Database, refs: readonly { kind: PlaceKindName; id: string }[], from: Date, to: Date) {
  if (refs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(staffShifts)
    .where(
      and(
        isNull(staffShifts.employeeId),
        sql`${staffShifts.publishedAt} is not null`,
        gte(staffShifts.startsAt, from),
        lt(staffShifts.startsAt, to),
        or(...refs.map((r) => and(eq(staffShifts.placeKind, r.kind), eq(staffShifts.placeId, r.id)))),
      ),
    )
    .orderBy(asc(staffShifts.startsAt));
}

export async function selectShift(db: Database, id: string) {
  // An id from the address bar that cannot be a row is simply not found (no database error).
  if (!isId(id)) return undefined;
  const [row] = await db.select().from(staffShifts).where(eq(staffShifts.id, id));
  return row;
}

/** A shift of the employee overlapping [from, to), other than `exceptId`. */
export async function selectOverlap(db: Database, employeeId: string, from: Date, to: Date, exceptId?: string) {
  const [row] = await db
    .select()
    .from(staffShifts)
    .where(
      and(
        eq(staffShifts.employeeId, employeeId),
        lt(staffShifts.startsAt, to),
        gt(staffShifts.endsAt, from),
        exceptId ? ne(staffShifts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertShift(db: Database, values: typeof staffShifts.$inferInsert) {
  const [row] = await db.insert(staffShifts).values(values).returning();
  return row as ShiftRow;
}

export async function updateShift(db: Database, id: string, values: Partial<typeof staffShifts.$inferInsert>) {
  const [row] = await db.update(staffShifts).set(values).where(eq(staffShifts.id, id)).returning();
  return row as ShiftRow;
}

export function deleteShift(db: Database, id: string) {
  return db.delete(staffShifts).where(eq(staffShifts.id, id));
}

export function publishShifts(db: Database, kind: PlaceKindName, placeId: string, from: Date, to: Date, at: Date) {
  return db
    .update(staffShifts)
    .set({ publishedAt: at })
    .where(
      and(
        eq(staffShifts.placeKind, kind),
        eq(staffShifts.placeId, placeId),
        gte(staffShifts.startsAt, from),
        lt(staffShifts.startsAt, to),
        isNull(staffShifts.publishedAt),
      ),
    )
    .returning();
}

export function selectTemplates(db: Database, kind: PlaceKindName, placeId: string) {
  return db
    .select()
    .from(staffShiftTemplates)
    .where(and(eq(staffShiftTemplates.placeKind, kind), eq(staffShiftTemplates.placeId, placeId)))
    .orderBy(asc(staffShiftTemplates.start), asc(staffShiftTemplates.name));
}

export async function insertTemplate(db: Database, values: typeof staffShiftTemplates.$inferInsert) {
  const [row] = await db.insert(staffShiftTemplates).values(values).returning();
  return row as typeof staffShiftTemplates.$inferSelect;
}

export async function deleteTemplate(db: Database, kind: PlaceKindName, placeId: string, id: string) {
  const rows = await db
    .delete(staffShiftTemplates)
    .where(and(eq(staffShiftTemplates.id, id), eq(staffShiftTemplates.placeKind, kind), eq(staffShiftTemplates.placeId, placeId)))
    .returning();
  return rows.length > 0;
}

export function selectRequestsForShifts(db: Database, shiftIds: string[]) {
  if (shiftIds.length === 0) return Promise.resolve([]);
  return db.select().from(staffShiftRequests).where(inArray(staffShiftRequests.shiftId, shiftIds));
}

export function selectRequestsOf(db: Database, employeeIds: string[]) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(staffShiftRequests)
    .where(or(inArray(staffShiftRequests.fromEmployeeId, employeeIds), inArray(staffShiftRequests.toEmployeeId, employeeIds)));
}

/** Pending requests of a place's employees (any week). */
export function selectPendingRequests(db: Database, kind: PlaceKindName, placeId: string) {
  return db
    .select({ request: staffShiftRequests })
    .from(staffShiftRequests)
    .innerJoin(staffShifts, eq(staffShifts.id, staffShiftRequests.shiftId))
    .where(and(eq(staffShifts.placeKind, kind), eq(staffShifts.placeId, placeId), eq(staffShiftRequests.status, 'pending')));
}

export async function selectRequest(db: Database, id: string) {
  const [row] = await db.select().from(staffShiftRequests).where(eq(staffShiftRequests.id, id));
  return row;
}

/** Stores a request; undefined when the shift already has a pending one (the unique index decides a race). */
export async function insertRequest(db: Database, values: typeof staffShiftRequests.$inferInsert) {
  const [row] = await db.insert(staffShiftRequests).values(values).onConflictDoNothing().returning();
  return row;
}

export type Decision = 'approved' | 'rejected';

/**
 * Decides a pending shift request (swap, give-away, claim) or absence; false when someone decided it first: only a
 * row still pending changes, so two managers deciding at once cannot both win.
 */
async function decidePending(
  db: Database,
  table: typeof staffShiftRequests | typeof staffAbsences,
  id: string,
  values: { status: Decision; decidedById: string; decidedAt?: Date },
) {
  const rows = await db
    .update(table)
    .set(values)
    .where(and(eq(table.id, id), eq(table.status, 'pending')))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Decides a pending request (and when); false when someone decided it first. */
export function decideRequest(db: Database, id: string, status: Decision, userId: string) {
  return decidePending(db, staffShiftRequests, id, { status, decidedById: userId, decidedAt: new Date() });
}

export function selectAbsences(db: Database, employeeIds: string[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(staffAbsences)
    .where(and(inArray(staffAbsences.employeeId, employeeIds), lte(staffAbsences.from, to), gte(staffAbsences.to, from)))
    .orderBy(asc(staffAbsences.from));
}

export function selectPendingAbsences(db: Database, employeeIds: string[]) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(staffAbsences)
    .where(and(inArray(staffAbsences.employeeId, employeeIds), eq(staffAbsences.status, 'pending')));
}

export async function selectAbsence(db: Database, id: string) {
  const [row] = await db.select().from(staffAbsences).where(eq(staffAbsences.id, id));
  return row;
}

export async function insertAbsence(db: Database, values: typeof staffAbsences.$inferInsert) {
  const [row] = await db.insert(staffAbsences).values(values).returning();
  return row as typeof staffAbsences.$inferSelect;
}

/** Decides a pending absence; false when someone decided it first. */
export function decideAbsence(db: Database, id: string, status: Decision, userId: string) {
  return decidePending(db, staffAbsences, id, { status, decidedById: userId });
}

export function selectTimeEntries(db: Database, employeeIds: string[], from: Date, to: Date) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(staffTimeEntries)
    .where(
      and(
        inArray(staffTimeEntries.employeeId, employeeIds),
        gte(staffTimeEntries.clockIn, from),
        lt(staffTimeEntries.clockIn, to),
      ),
    )
    .orderBy(asc(staffTimeEntries.clockIn), asc(staffTimeEntries.createdAt));
}

export async function selectTimeEntry(db: Database, id: string) {
  const [row] = await db.select().from(staffTimeEntries).where(eq(staffTimeEntries.id, id));
  return row;
}

export async function selectOpenEntry(db: Database, employeeId: string) {
  const [row] = await db
    .select()
    .from(staffTimeEntries)
    .where(
      and(eq(staffTimeEntries.employeeId, employeeId), isNull(staffTimeEntries.clockOut), eq(staffTimeEntries.status, 'active')),
    );
  return row;
}

/** Clocks in; null when an open entry exists (two taps at once: the unique index decides). */
export async function insertClockIn(db: Database, employeeId: string, userId: string, at: Date) {
  const rows = await db
    .insert(staffTimeEntries)
    .values({ employeeId, clockIn: at, source: 'clock', createdById: userId })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function closeEntry(db: Database, id: string, at: Date) {
  const rows = await db
    .update(staffTimeEntries)
    .set({ clockOut: at })
    .where(and(eq(staffTimeEntries.id, id), isNull(staffTimeEntries.clockOut)))
    .returning();
  return rows[0] ?? null;
}

export async function insertManualEntry(db: Database, values: typeof staffTimeEntries.$inferInsert) {
  const [row] = await db.insert(staffTimeEntries).values(values).returning();
  return row as TimeEntryRow;
}

/** Rejects an active entry (the row stays, for the audit trail); false when it was already rejected. */
export async function rejectEntry(db: Database, id: string, userId: string, reason: string) {
  const rows = await db
    .update(staffTimeEntries)
    .set({ status: 'rejected', rejectedById: userId, rejectedAt: new Date(), rejectReason: reason })
    .where(and(eq(staffTimeEntries.id, id), eq(staffTimeEntries.status, 'active')))
    .returning();
  return rows.length > 0;
}
