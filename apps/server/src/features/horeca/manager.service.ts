import {
  allocateTables,
  type BlockInput,
  dutchDate,
  dutchInstant,
  hasRole,
  isId,
  type ManagerDay,
  type ManagerReservation,
  mealMinutesFor,
  PLACE_PERMISSIONS,
  type RunVenue,
  serviceDay,
  slotMinuteOf,
  tableChoiceProblem,
  type WalkInInput,
} from '@platform/core';
import { requireLogin, requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { loadDay } from './day.queries.ts';
import { selectPartners } from './floor.queries.ts';
import { toManagerReservation } from './reservation-views.ts';
import { queueReservationWebhook } from './reservation-webhooks.ts';
import * as rq from './reservations.queries.ts';
import { auditAdminVenueChange, requireVenueAccess } from './venue-access.ts';
import { publishReservationChange } from './venue-notices.ts';
import * as vq from './venues.queries.ts';

/** The venues this person runs (owner or manager); admins see all. */
export async function managedVenues(ctx: ServiceContext): Promise<RunVenue[]> {
  const actor = requireLogin(ctx);
  const every = [...PLACE_PERMISSIONS];
  if (hasRole(actor.role, 'admin')) {
    return (await vq.selectAllActiveVenueNames(ctx.db)).map((venue) => ({ ...venue, permissions: every }));
  }
  const { owned, asManager } = await vq.selectRunVenueNames(ctx.db, actor.user.id);
  // An owner who is also listed as a manager keeps every right: owned venues go in last.
  const all = new Map(
    [...asManager, ...owned.map((venue) => ({ ...venue, permissions: every }))].map((venue) => [venue.id, venue]),
  );
  return [...all.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

/** A day's reservations, tables (with area) and blocks: the list and the timeline of /horeca-manager. */
export async function managerDay(ctx: ServiceContext, venueId: string, date: string): Promise<ManagerDay> {
  const { venue } = await requireVenueAccess(ctx, venueId, 'reservations');
  const { from, to } = serviceDay(date);
  const [tables, partners, rows, blocks] = await Promise.all([
    vq.selectTablesWithArea(ctx.db, venue.id),
    selectPartners(ctx.db, venue.id),
    rq.selectVenueReservationsBetween(ctx.db, venue.id, from, to),
    rq.selectVenueBlocksBetween(ctx.db, venue.id, from, to),
  ]);
  return {
    venue: { id: venue.id, name: venue.name, plaats: venue.plaats },
    date,
    tables: tables.map(({ table, area }) => ({
      id: table.id,
      name: table.name,
      seats: table.seats,
      area,
      minParty: table.minParty,
      bookableOnline: table.bookableOnline,
      combinesWith: partners.get(table.id) ?? [],
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

/** Tables the staff picked must belong to the venue, be free now and seat the party together as the floor allows. */
export function checkChosenTables(
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
  const problem = tableChoiceProblem(tables, partySize);
  if (problem) throw new ValidationError(problem, [{ path: ['tableIds'], message: problem }]);
  const busy = [...day.bookings.reservations, ...day.bookings.blocks].filter((item) => item.start < end && start < item.end);
  if (busy.some((item) => item.tableIds === null || item.tableIds.some((id) => chosen.includes(id)))) {
    throw new ConflictError('Deze tafel is op dat moment bezet.');
  }
  return [...chosen];
}

/** Guests at the door: seated now, for the meal length of their party, at a free table (chosen or the best fit). */
export async function addWalkIn(ctx: ServiceContext, venueId: string, input: WalkInInput): Promise<ManagerReservation> {
  const access = await requireVenueAccess(ctx, venueId, 'reservations');
  const { venue } = access;
  const now = new Date();
  const start = now.getTime();
  const end = start + mealMinutesFor(input.partySize, venue.reservationSettings) * 60_000;
  const row = await withTransaction(ctx, async (tx) => {
    const day = await loadDay(tx.db, venue.id, dutchDate(now), { lock: true });
    const tableIds = input.tableIds
      ? checkChosenTables(input.tableIds, day, input.partySize, start, end)
      : allocateTables(day.tables, [...day.bookings.reservations, ...day.bookings.blocks], input.partySize, start, end);
    if (!tableIds) throw new ConflictError('Er is nu geen tafel vrij voor dit aantal personen.');
    const walkIn = await rq.insertReservation(tx.db, {
      venueId: venue.id,
      startsAt: now,
      endsAt: new Date(end),
      tableIds,
      partySize: input.partySize,
      status: 'seated',
      source: 'walk_in',
      name: input.name || 'Walk-in',
    });
    await queueReservationWebhook(tx.db, 'reservation.created', walkIn);
    return walkIn;
  });
  await auditAdminVenueChange(ctx, access, 'venue.reservations', { change: 'walk_in', guest: row.name });
  await publishReservationChange(ctx, venue.id, row.startsAt);
  return toManagerReservation(row);
}

/** Blocks a table (or, without one, the whole venue) for a time; online availability leaves it out. */
export async function addBlock(ctx: ServiceContext, venueId: string, input: BlockInput) {
  const access = await requireVenueAccess(ctx, venueId, 'reservations');
  const { actor, venue } = access;
  if (input.tableId && !(await rq.selectVenueTable(ctx.db, venue.id, input.tableId))) {
    throw new ValidationError('Onbekende tafel', [{ path: ['tableId'], message: 'Kies een tafel van deze zaak' }]);
  }
  const startsAt = dutchInstant(input.date, slotMinuteOf(input.from));
  let endMinute = slotMinuteOf(input.to);
  if (endMinute <= slotMinuteOf(input.from)) endMinute += 1440;
  const block = await rq.insertBlock(ctx.db, {
    venueId: venue.id,
    tableId: input.tableId,
    startsAt,
    endsAt: dutchInstant(input.date, endMinute),
    reason: input.reason,
    createdBy: actor.user.id,
  });
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
  const block = isId(blockId) ? await rq.selectBlock(ctx.db, blockId) : undefined;
  if (!block) throw new NotFoundError('Deze blokkade bestaat niet.');
  const access = await requireVenueAccess(ctx, block.venueId, 'reservations');
  await rq.deleteBlock(ctx.db, blockId);
  await auditAdminVenueChange(ctx, access, 'venue.reservations', { change: 'unblock' });
}

/** Every venue's reservations on a date, for admins (/admin/foodee/reservations). */
export async function allReservations(ctx: ServiceContext, date: string) {
  requireRole(ctx, 'admin');
  const { from, to } = serviceDay(date);
  const rows = await rq.selectStartingBetween(ctx.db, from, to);
  return rows.map(({ reservation, venue }) => ({ ...toManagerReservation(reservation), venue }));
}
