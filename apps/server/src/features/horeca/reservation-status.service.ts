import {
  allocateTables,
  CONFIRM_FIRST_STATUSES,
  dutchDate,
  holdsTable,
  isId,
  type ManagerReservation,
  type MoveInput,
  type ReservationStatus,
  statusChangeProblem,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { loadDay } from './day.queries.ts';
import { checkChosenTables } from './manager.service.ts';
import { sendCancellation, sendReinstated } from './reservation-mail.ts';
import { toManagerReservation } from './reservation-views.ts';
import { queueReservationWebhook } from './reservation-webhooks.ts';
import * as rq from './reservations.queries.ts';
import { auditAdminVenueChange, requireVenueAccess, type VenueRow } from './venue-access.ts';
import { publishReservationChange } from './venue-notices.ts';

async function reservationFor(ctx: ServiceContext, id: string) {
  const row = isId(id) ? await rq.selectReservation(ctx.db, id) : undefined;
  if (!row) throw new NotFoundError('Deze reservering bestaat niet.');
  const access = await requireVenueAccess(ctx, row.venueId, 'reservations');
  return { row, venue: access.venue, access };
}

/** Undoing a cancellation or no-show: the reservation takes its tables again, if they are still free for its whole time. */
const STATUS_CHANGED_MEANWHILE = 'Deze reservering is intussen gewijzigd. Vernieuw de pagina en probeer het opnieuw.';

async function reinstate(ctx: ServiceContext, row: rq.ReservationRow, venue: VenueRow, now: Date): Promise<rq.ReservationRow> {
  return withTransaction(ctx, async (tx) => {
    const day = await loadDay(tx.db, venue.id, dutchDate(row.startsAt), { lock: true, excludeReservationId: row.id });
    const occupied = [...day.bookings.reservations, ...day.bookings.blocks];
    const start = row.startsAt.getTime();
    const end = row.endsAt.getTime();
    const ownFree = !occupied.some(
      (item) =>
        item.start < end && start < item.end && (item.tableIds === null || item.tableIds.some((id) => row.tableIds.includes(id))),
    );
    const tableIds = ownFree ? row.tableIds : allocateTables(day.tables, occupied, row.partySize, start, end);
    if (!tableIds) throw new ConflictError('Ongedaan maken kan niet: er is voor deze tijd geen tafel meer vrij.');
    const reinstated = await rq.updateReservationIf(tx.db, rq.stillHasStatus(row), {
      status: 'confirmed',
      tableIds,
      updatedAt: now,
      calendarSequence: rq.nextCalendarSequence(),
    });
    if (!reinstated) throw new ConflictError(STATUS_CHANGED_MEANWHILE);
    // An undone cancellation: the guest hears the booking stands (recorded with the change, ADR 020).
    if (row.status === 'cancelled') await sendReinstated(tx.mailer, reinstated, venue, tx.publicUrl);
    return reinstated;
  });
}

/**
 * A status change by the venue's staff (rules in core: statusChangeProblem).
 * A cancellation is mailed to the guest with a calendar cancel; undoing it
 * the same day mails the booking again.
 */
export async function changeStatus(ctx: ServiceContext, id: string, status: ReservationStatus): Promise<ManagerReservation> {
  const { row, venue, access } = await reservationFor(ctx, id);
  const now = new Date();
  const problem = statusChangeProblem(row, status, now);
  if (problem) throw new ConflictError(problem);
  const audit = () =>
    auditAdminVenueChange(ctx, access, 'venue.reservations', { change: 'status', guest: row.name, from: row.status, to: status });
  if (status === 'confirmed' && CONFIRM_FIRST_STATUSES.includes(row.status)) {
    const reinstated = await reinstate(ctx, row, venue, now);
    await audit();
    await publishReservationChange(ctx, venue.id, reinstated.startsAt);
    return toManagerReservation(reinstated);
  }
  const cancelling = status === 'cancelled';
  const changed = await withTransaction(ctx, async (tx) => {
    // Only from the status the rule was checked against: two clicks (or two staff) change it once.
    const updated = await rq.updateReservationIf(tx.db, rq.stillHasStatus(row), {
      status,
      updatedAt: now,
      ...(cancelling ? { calendarSequence: rq.nextCalendarSequence() } : {}),
    });
    if (!updated) throw new ConflictError(STATUS_CHANGED_MEANWHILE);
    if (cancelling) {
      await sendCancellation(tx.mailer, updated, venue, 'venue', tx.publicUrl);
      await queueReservationWebhook(tx.db, 'reservation.cancelled', updated);
    }
    return updated;
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
  const updated = await withTransaction(ctx, async (tx) => {
    const day = await loadDay(tx.db, venue.id, dutchDate(row.startsAt), { lock: true, excludeReservationId: row.id });
    const tableIds = checkChosenTables(input.tableIds, day, row.partySize, row.startsAt.getTime(), row.endsAt.getTime());
    return (await rq.updateReservationIf(tx.db, rq.withId(id), { tableIds, updatedAt: new Date() })) as rq.ReservationRow;
  });
  await auditAdminVenueChange(ctx, access, 'venue.reservations', { change: 'move', guest: row.name });
  await publishReservationChange(ctx, venue.id, updated.startsAt);
  return toManagerReservation(updated);
}
