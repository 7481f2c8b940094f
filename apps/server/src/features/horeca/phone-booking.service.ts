import {
  allocateTables,
  dutchDate,
  largestParty,
  type ManagerReservation,
  mealMinutesFor,
  type PhoneBookingInput,
  slotStarts,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, ValidationError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { loadDay } from './day.queries.ts';
import { hashToken, manageUrl, newToken } from './manage-link.ts';
import { sendConfirmation } from './reservation-mail.ts';
import { toManagerReservation } from './reservation-views.ts';
import { queueReservationWebhook } from './reservation-webhooks.ts';
import { insertReservation } from './reservations.queries.ts';
import { auditAdminVenueChange, requireVenueAccess, type VenueRow } from './venue-access.ts';
import { publishReservationChange } from './venue-notices.ts';

export const PAST_MESSAGE = 'Dit tijdstip ligt in het verleden. Kies een datum en tijd vanaf nu.';
export const CLOSED_MESSAGE = 'De zaak is dan niet open, of de maaltijd loopt door na sluitingstijd. Kies een andere tijd.';
export const NO_TABLE_MESSAGE = 'Er is op dit tijdstip geen tafel (combinatie) vrij voor dit aantal personen.';

function invalid(path: string, message: string): never {
  throw new ValidationError(message, [{ path: [path], message }]);
}

/**
 * The start of a phone booking: any minute the venue is open at which the
 * whole meal fits before closing, not in the past (ADR 031: staff do not book
 * outside opening hours — an exception's included, ADR 034 — but may book beyond the online horizon).
 */
function phoneStart(venue: VenueRow, input: PhoneBookingInput, now: Date): Date {
  if (input.date < dutchDate(now)) invalid('date', PAST_MESSAGE);
  const meal = mealMinutesFor(input.partySize, venue.reservationSettings);
  const start = slotStarts(venue, input.date, 1, meal).find((slot) => slot.time === input.time);
  if (!start) invalid('time', CLOSED_MESSAGE);
  if (start.at <= now.getTime()) invalid('time', PAST_MESSAGE);
  return new Date(start.at);
}

/**
 * Staff enter a booking taken on the phone (source: phone) on the floor as it
 * is: every table (online-only flags do not bind staff), their seats, minimum
 * parties and combinations, and the slot's cover limit. Confirmed at once;
 * with an e-mail address the guest gets the confirmation and a personal link.
 */
export async function addPhoneBooking(
  ctx: ServiceContext,
  venueId: string,
  input: PhoneBookingInput,
): Promise<ManagerReservation> {
  const access = await requireVenueAccess(ctx, venueId, 'reservations');
  const { venue } = access;
  const now = new Date();
  const startsAt = phoneStart(venue, input, now);
  const settings = venue.reservationSettings;
  const endsAt = new Date(startsAt.getTime() + mealMinutesFor(input.partySize, settings) * 60_000);
  const token = input.email ? newToken() : null;
  const row = await withTransaction(ctx, async (tx) => {
    const day = await loadDay(tx.db, venue.id, input.date, { lock: true });
    if (input.partySize > largestParty(day.tables)) {
      invalid('partySize', 'Zo’n grote groep past niet aan de tafels van deze zaak.');
    }
    const covers = day.bookings.reservations
      .filter((reservation) => reservation.start === startsAt.getTime())
      .reduce((sum, reservation) => sum + reservation.partySize, 0);
    if (covers + input.partySize > settings.coverLimitPerSlot) {
      throw new ConflictError('De keuken zit op dit tijdstip vol. Kies een andere tijd.');
    }
    const occupied = [...day.bookings.reservations, ...day.bookings.blocks];
    const tableIds = allocateTables(day.tables, occupied, input.partySize, startsAt.getTime(), endsAt.getTime());
    if (!tableIds) throw new ConflictError(NO_TABLE_MESSAGE);
    const booked = await insertReservation(tx.db, {
      venueId: venue.id,
      startsAt,
      endsAt,
      tableIds,
      partySize: input.partySize,
      status: 'confirmed',
      source: 'phone',
      name: input.name,
      email: input.email || null,
      phone: input.phone,
      note: input.note,
      manageTokenHash: token ? hashToken(token) : null,
    });
    if (token) await sendConfirmation(tx.mailer, booked, venue, manageUrl(ctx.publicUrl, token), false, now);
    await queueReservationWebhook(tx.db, 'reservation.created', booked);
    return booked;
  });
  await auditAdminVenueChange(ctx, access, 'venue.reservations', { change: 'phone_booking', guest: row.name });
  await publishReservationChange(ctx, venue.id, row.startsAt);
  ctx.logger.info({ reservation: row.id, venue: venue.id }, 'telefonische reservering ingevoerd');
  return toManagerReservation(row);
}
