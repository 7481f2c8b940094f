import {
  allocateTables,
  type BlockInput,
  CONFIRM_FIRST_STATUSES,
  dutchDate,
  dutchInstant,
  dutchTime,
  hasRole,
  holdsTable,
  isId,
  type ManagedVenue,
  type ManagerDay,
  type ManagerReservation,
  type MoveInput,
  mealMinutesFor,
  type ReservationStatus,
  serviceDay,
  slotMinuteOf,
  statusChangeProblem,
  type WalkInInput,
} from '@platform/core';
import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { requireLogin, requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { reservations, tableBlocks, venueAreas, venueManagers, venues, venueTables } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { type Mailer, mailerIn } from '../../platform/mail.ts';
import { loadDay } from './day-bookings.ts';
import { sendCancellation, sendReinstated } from './reservation-mail.ts';
import { auditAdminVenueChange, requireVenueAccess, type VenueRow } from './venue-access.ts';
import { publishReservationChange } from './venue-notices.ts';

type ReservationRow = typeof reservations.$inferSelect;

function toManagerReservation(row: ReservationRow): ManagerReservation {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    time: dutchTime(row.startsAt),
    partySize: row.partySize,
    name: row.name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    tableIds: row.tableIds,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The venues this person runs (owner or manager); admins see all. */
export async function managedVenues(ctx: ServiceContext): Promise<ManagedVenue[]> {
  const actor = requireLogin(ctx);
  const columns = { id: venues.id, name: venues.name, plaats: venues.plaats };
  if (hasRole(actor.role, 'admin')) {
    return ctx.db.select(columns).from(venues).where(eq(venues.active, true)).orderBy(asc(venues.plaats), asc(venues.name));
  }
  const managed = ctx.db.select({ id: venueManagers.venueId }).from(venueManagers).where(eq(venueManagers.userId, actor.user.id));
  const owned = await ctx.db
    .select(columns)
    .from(venues)
    .where(and(eq(venues.active, true), eq(venues.ownerId, actor.user.id)));
  const asManager = await ctx.db
    .select(columns)
    .from(venues)
    .where(and(eq(venues.active, true), inArray(venues.id, managed)));
  const all = new Map([...owned, ...asManager].map((venue) => [venue.id, venue]));
  return [...all.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

/** A day's reservations, tables (with area) and blocks: the list and the timeline of /horeca-manager. */
export async function managerDay(ctx: ServiceContext, venueId: string, date: string): Promise<ManagerDay> {
  const { venue } = await requireVenueAccess(ctx, venueId);
  const { from, to } = serviceDay(date);
  const [tables, rows, blocks] = await Promise.all([
    ctx.db
      .select({ table: venueTables, area: venueAreas.name })
      .from(venueTables)
      .innerJoin(venueAreas, eq(venueAreas.id, venueTables.areaId))
      .where(and(eq(venueTables.venueId, venue.id), eq(venueTables.active, true)))
      .orderBy(asc(venueAreas.name), asc(venueTables.name)),
    ctx.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.venueId, venue.id), lt(reservations.startsAt, to), gte(reservations.startsAt, from)))
      .orderBy(asc(reservations.startsAt)),
    ctx.db
      .select()
      .from(tableBlocks)
      .where(and(eq(tableBlocks.venueId, venue.id), lt(tableBlocks.startsAt, to), gt(tableBlocks.endsAt, from)))
      .orderBy(asc(tableBlocks.startsAt)),
  ]);
  return {
    venue: { id: venue.id, name: venue.name, plaats: venue.plaats },
    date,
    tables: tables.map(({ table, area }) => ({
      id: table.id,
      name: table.name,
      seats: table.seats,
      area,
      combinable: table.combinable,
    })),
    reservations: rows.map(toManagerReservation),
    blocks: blocks.map((block) => ({
      id: block.id,
      tableId: block.tableId,
      startsAt: block.startsAt.toISOString(),
      endsAt: block.endsAt.toISOString(),
      reason: block.reason,
    })),
  };
}

/** Tables the staff picked must belong to the venue, be free now and seat the party together. */
function checkChosenTables(
  chosen: readonly string[],
  day: Awaited<ReturnType<typeof loadDay>>,
  partySize: number,
  start: number,
  end: number,
): string[] {
  const tables = day.tables.filter((table) => chosen.includes(table.id));
  if (tables.length !== chosen.length) {
    throw new ValidationError('Onbekende tafel', [{ path: ['tableIds'], message: 'Kies tafels van deze zaak' }]);
  }
  if (tables.reduce((sum, table) => sum + table.seats, 0) < partySize) {
    throw new ValidationError('Te weinig plaatsen', [{ path: ['tableIds'], message: 'Deze tafels hebben te weinig plaatsen' }]);
  }
  const busy = [...day.bookings.reservations, ...day.bookings.blocks].filter((item) => item.start < end && start < item.end);
  if (busy.some((item) => item.tableIds === null || item.tableIds.some((id) => chosen.includes(id)))) {
    throw new ConflictError('Deze tafel is op dat moment bezet.');
  }
  return [...chosen];
}

/** Guests at the door: seated now, for the meal length of their party, at a free table (chosen or the best fit). */
export async function addWalkIn(ctx: ServiceContext, venueId: string, input: WalkInInput): Promise<ManagerReservation> {
  const access = await requireVenueAccess(ctx, venueId);
  const { venue } = access;
  const now = new Date();
  const start = now.getTime();
  const end = start + mealMinutesFor(input.partySize, venue.reservationSettings) * 60_000;
  const row = await ctx.db.transaction(async (tx) => {
    const day = await loadDay(tx, venue.id, dutchDate(now), { lock: true });
    const tableIds = input.tableIds
      ? checkChosenTables(input.tableIds, day, input.partySize, start, end)
      : allocateTables(day.tables, [...day.bookings.reservations, ...day.bookings.blocks], input.partySize, start, end);
    if (!tableIds) throw new ConflictError('Er is nu geen tafel vrij voor dit aantal personen.');
    const [inserted] = await tx
      .insert(reservations)
      .values({
        venueId: venue.id,
        startsAt: now,
        endsAt: new Date(end),
        tableIds,
        partySize: input.partySize,
        status: 'seated',
        source: 'walk_in',
        name: input.name || 'Walk-in',
      })
      .returning();
    return inserted as ReservationRow;
  });
  await auditAdminVenueChange(ctx, access, 'venue.reservations', { change: 'walk_in', guest: row.name });
  await publishReservationChange(ctx, venue.id, row.startsAt);
  return toManagerReservation(row);
}

async function reservationFor(ctx: ServiceContext, id: string) {
  const [row] = isId(id) ? await ctx.db.select().from(reservations).where(eq(reservations.id, id)) : [];
  if (!row) throw new NotFoundError('Deze reservering bestaat niet.');
  const access = await requireVenueAccess(ctx, row.venueId);
  return { row, venue: access.venue, access };
}

/** Undoing a cancellation or no-show: the reservation takes its tables again, if they are still free for its whole time. */
const STATUS_CHANGED_MEANWHILE = 'Deze reservering is intussen gewijzigd. Vernieuw de pagina en probeer het opnieuw.';

async function reinstate(
  ctx: ServiceContext,
  deps: { mailer: Mailer; publicUrl: string },
  row: ReservationRow,
  venue: VenueRow,
  now: Date,
): Promise<ReservationRow> {
  return ctx.db.transaction(async (tx) => {
    const day = await loadDay(tx, venue.id, dutchDate(row.startsAt), { lock: true, excludeReservationId: row.id });
    const occupied = [...day.bookings.reservations, ...day.bookings.blocks];
    const start = row.startsAt.getTime();
    const end = row.endsAt.getTime();
    const ownFree = !occupied.some(
      (item) =>
        item.start < end && start < item.end && (item.tableIds === null || item.tableIds.some((id) => row.tableIds.includes(id))),
    );
    const tableIds = ownFree ? row.tableIds : allocateTables(day.tables, occupied, row.partySize, start, end);
    if (!tableIds) throw new ConflictError('Ongedaan maken kan niet: er is voor deze tijd geen tafel meer vrij.');
    const [updated] = await tx
      .update(reservations)
      .set({
        status: 'confirmed',
        tableIds,
        updatedAt: now,
        calendarSequence: sql`${reservations.calendarSequence} + 1`,
      })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, row.status)))
      .returning();
    if (!updated) throw new ConflictError(STATUS_CHANGED_MEANWHILE);
    const reinstated = updated as ReservationRow;
    // An undone cancellation: the guest hears the booking stands (recorded with the change, ADR 020).
    if (row.status === 'cancelled') await sendReinstated(mailerIn(deps.mailer, tx), reinstated, venue, deps.publicUrl);
    return reinstated;
  });
}

/**
 * A status change by the venue's staff (rules in core: statusChangeProblem).
 * A cancellation is mailed to the guest with a calendar cancel; undoing it
 * the same day mails the booking again.
 */
export async function changeStatus(
  ctx: ServiceContext,
  deps: { mailer: Mailer; publicUrl: string },
  id: string,
  status: ReservationStatus,
): Promise<ManagerReservation> {
  const { row, venue, access } = await reservationFor(ctx, id);
  const now = new Date();
  const problem = statusChangeProblem(row, status, now);
  if (problem) throw new ConflictError(problem);
  const audit = () =>
    auditAdminVenueChange(ctx, access, 'venue.reservations', { change: 'status', guest: row.name, from: row.status, to: status });
  if (status === 'confirmed' && CONFIRM_FIRST_STATUSES.includes(row.status)) {
    const reinstated = await reinstate(ctx, deps, row, venue, now);
    await audit();
    await publishReservationChange(ctx, venue.id, reinstated.startsAt);
    return toManagerReservation(reinstated);
  }
  const cancelling = status === 'cancelled';
  const changed = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reservations)
      .set({
        status,
        updatedAt: now,
        ...(cancelling ? { calendarSequence: sql`${reservations.calendarSequence} + 1` } : {}),
      })
      // Only from the status the rule was checked against: two clicks (or two staff) change it once.
      .where(and(eq(reservations.id, id), eq(reservations.status, row.status)))
      .returning();
    if (!updated) throw new ConflictError(STATUS_CHANGED_MEANWHILE);
    const changedRow = updated as ReservationRow;
    if (cancelling) await sendCancellation(mailerIn(deps.mailer, tx), changedRow, venue, 'venue', deps.publicUrl);
    return changedRow;
  });
  await audit();
  await publishReservationChange(ctx, venue.id, changed.startsAt);
  return toManagerReservation(changed);
}

/** Moves a reservation to other tables of the same venue, free for its whole time. */
export async function moveReservation(ctx: ServiceContext, id: string, input: MoveInput): Promise<ManagerReservation> {
  const { row, venue, access } = await reservationFor(ctx, id);
  if (!holdsTable(row.status)) {
    throw new ConflictError('Alleen een lopende reservering kan naar een andere tafel.');
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const day = await loadDay(tx, venue.id, dutchDate(row.startsAt), { lock: true, excludeReservationId: row.id });
    const tableIds = checkChosenTables(input.tableIds, day, row.partySize, row.startsAt.getTime(), row.endsAt.getTime());
    const [moved] = await tx
      .update(reservations)
      .set({ tableIds, updatedAt: new Date() })
      .where(eq(reservations.id, id))
      .returning();
    return moved as ReservationRow;
  });
  await auditAdminVenueChange(ctx, access, 'venue.reservations', { change: 'move', guest: row.name });
  await publishReservationChange(ctx, venue.id, updated.startsAt);
  return toManagerReservation(updated);
}

/** Blocks a table (or, without one, the whole venue) for a time; online availability leaves it out. */
export async function addBlock(ctx: ServiceContext, venueId: string, input: BlockInput) {
  const access = await requireVenueAccess(ctx, venueId);
  const { actor, venue } = access;
  if (input.tableId) {
    const [table] = await ctx.db
      .select()
      .from(venueTables)
      .where(and(eq(venueTables.id, input.tableId), eq(venueTables.venueId, venue.id)));
    if (!table) throw new ValidationError('Onbekende tafel', [{ path: ['tableId'], message: 'Kies een tafel van deze zaak' }]);
  }
  const startsAt = dutchInstant(input.date, slotMinuteOf(input.from));
  let endMinute = slotMinuteOf(input.to);
  if (endMinute <= slotMinuteOf(input.from)) endMinute += 1440;
  const [block] = await ctx.db
    .insert(tableBlocks)
    .values({
      venueId: venue.id,
      tableId: input.tableId,
      startsAt,
      endsAt: dutchInstant(input.date, endMinute),
      reason: input.reason,
      createdBy: actor.user.id,
    })
    .returning();
  if (!block) throw new Error('blokkade opslaan mislukt');
  await auditAdminVenueChange(ctx, access, 'venue.reservations', { change: 'block', reason: input.reason });
  return {
    id: block.id,
    tableId: block.tableId,
    startsAt: block.startsAt.toISOString(),
    endsAt: block.endsAt.toISOString(),
    reason: block.reason,
  };
}

export async function removeBlock(ctx: ServiceContext, blockId: string): Promise<void> {
  const [block] = isId(blockId) ? await ctx.db.select().from(tableBlocks).where(eq(tableBlocks.id, blockId)) : [];
  if (!block) throw new NotFoundError('Deze blokkade bestaat niet.');
  const access = await requireVenueAccess(ctx, block.venueId);
  await ctx.db.delete(tableBlocks).where(eq(tableBlocks.id, blockId));
  await auditAdminVenueChange(ctx, access, 'venue.reservations', { change: 'unblock' });
}

/** Every venue's reservations on a date, for admins (/admin/foodee/reservations). */
export async function allReservations(ctx: ServiceContext, date: string) {
  requireRole(ctx, 'admin');
  const rows = await ctx.db
    .select({ reservation: reservations, venue: { id: venues.id, name: venues.name, plaats: venues.plaats } })
    .from(reservations)
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .where(and(gte(reservations.startsAt, serviceDay(date).from), lt(reservations.startsAt, serviceDay(date).to)))
    .orderBy(asc(reservations.startsAt), asc(venues.name));
  return rows.map(({ reservation, venue }) => ({ ...toManagerReservation(reservation), venue }));
}
