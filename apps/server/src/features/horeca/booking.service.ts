import {
  type Availability,
  type AvailabilityQuery,
  allocateTables,
  availableSlots,
  type BookingInput,
  type BookingResult,
  bookingDateProblem,
  mealMinutesFor,
  onlinePartyLimit,
  onlineTables,
  type ReservationSlot,
  type TableInfo,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError, ValidationError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { type BookingLimits, checkBookingLimits } from './booking-limits.ts';
import { loadDay } from './day.queries.ts';
import { hashToken, manageUrl, newToken } from './manage-link.ts';
import { sendConfirmation } from './reservation-mail.ts';
import { toGuestReservation } from './reservation-views.ts';
import { queueReservationWebhook } from './reservation-webhooks.ts';
import { findHeldByEmail, insertReservation } from './reservations.queries.ts';
import { findVenue, type VenueRow } from './venue-access.ts';
import { mailVenueNotice, publishVenueChange } from './venue-notices.ts';

export const FULL_MESSAGE = 'Vol: dit tijdstip is net volgeboekt. Kies een ander tijdstip.';

export function invalid(path: string, message: string): never {
  throw new ValidationError(message, [{ path: [path], message }]);
}

/** The venue takes online bookings for this party on this date, or a Dutch 4xx says why not. */
export function checkRequest(venue: VenueRow, slot: Pick<ReservationSlot, 'date' | 'partySize'>, now: Date) {
  if (!venue.reservationsEnabled) throw new ConflictError(`${venue.name} neemt geen online reserveringen aan.`);
  const settings = venue.reservationSettings;
  const dateProblem = bookingDateProblem(slot.date, now, settings);
  if (dateProblem) invalid('date', dateProblem);
  if (slot.partySize > settings.maxPartySize) tooLarge(venue, settings.maxPartySize);
}

function tooLarge(venue: VenueRow, limit: number): never {
  invalid('partySize', `Online reserveren kan tot ${limit} personen. Bel ${venue.phone ?? 'de zaak'} voor een grotere groep.`);
}

/** A party larger than any table or combination of tables is refused with the reason, not shown as a day of full slots. */
function checkPartyFits(venue: VenueRow, tables: readonly TableInfo[], partySize: number) {
  const limit = onlinePartyLimit(venue.reservationSettings, tables);
  if (partySize > limit) tooLarge(venue, limit);
}

export async function availability(ctx: ServiceContext, venueId: string, query: AvailabilityQuery): Promise<Availability> {
  const venue = await findVenue(ctx, venueId);
  const now = new Date();
  checkRequest(venue, query, now);
  const { tables, bookings } = await loadDay(ctx.db, venue.id, query.date);
  checkPartyFits(venue, tables, query.partySize);
  const slots = availableSlots({
    ...query,
    now,
    place: venue,
    settings: venue.reservationSettings,
    tables: onlineTables(tables),
    bookings,
  });
  return { ...query, mealMinutes: mealMinutesFor(query.partySize, venue.reservationSettings), slots };
}

/**
 * Allocates tables for a slot inside the caller's transaction, with the
 * venue's tables locked: either the slot is offered and free (tables and
 * times), or a 422 (not a slot) or 409 (full) leaves everything unchanged.
 */
export async function allocate(tx: Database, venue: VenueRow, slot: ReservationSlot, now: Date, excludeReservationId?: string) {
  const day = await loadDay(tx, venue.id, slot.date, { lock: true, excludeReservationId });
  const { bookings } = day;
  checkPartyFits(venue, day.tables, slot.partySize);
  // Guests (a new booking or a change through their link) only get the tables bookable online.
  const tables = onlineTables(day.tables);
  const settings = venue.reservationSettings;
  const offered = availableSlots({ ...slot, now, place: venue, settings, tables, bookings }).find(
    (candidate) => candidate.time === slot.time,
  );
  if (!offered) invalid('time', 'Dit tijdstip is niet beschikbaar. Kies een tijd uit de lijst.');
  if (!offered.available) throw new ConflictError(FULL_MESSAGE);
  // The offered slot knows its instant (early openings, past midnight, clock changes: ADR 022).
  const startsAt = new Date(offered.startsAt);
  const endsAt = new Date(startsAt.getTime() + mealMinutesFor(slot.partySize, settings) * 60_000);
  const tableIds = allocateTables(
    tables,
    [...bookings.reservations, ...bookings.blocks],
    slot.partySize,
    startsAt.getTime(),
    endsAt.getTime(),
  );
  if (!tableIds) throw new ConflictError(FULL_MESSAGE);
  return { startsAt, endsAt, tableIds };
}

/** The same guest (e-mail address) already holds a table at this venue at this very time. */
async function refuseDuplicate(tx: Database, venue: VenueRow, email: string, startsAt: Date) {
  if (await findHeldByEmail(tx, venue.id, email, startsAt)) {
    throw new ConflictError(
      `Je hebt al een reservering bij ${venue.name} op dit tijdstip met dit e-mailadres. Kijk in je bevestigingsmail om die te wijzigen.`,
    );
  }
}

/**
 * An online booking: allocation, insert and the e-mails (the guest's with .ics, the venue's notice) in one
 * transaction, sent by a job after the commit; open manager pages hear of it after the commit.
 */
export async function book(
  ctx: ServiceContext,
  limits: BookingLimits,
  venueId: string,
  input: BookingInput,
  clientAddress: string,
): Promise<BookingResult> {
  const venue = await findVenue(ctx, venueId);
  const now = new Date();
  checkRequest(venue, input, now);
  await checkBookingLimits(ctx.db, limits, { address: clientAddress, email: input.email }, now.getTime());
  const token = newToken();
  const url = manageUrl(ctx.publicUrl, token);
  const row = await withTransaction(ctx, async (tx) => {
    const { startsAt, endsAt, tableIds } = await allocate(tx.db, venue, input, now);
    // Under the venue's table lock: a double click or a second tab cannot book the same guest twice.
    await refuseDuplicate(tx.db, venue, input.email, startsAt);
    const booked = await insertReservation(tx.db, {
      venueId: venue.id,
      startsAt,
      endsAt,
      tableIds,
      partySize: input.partySize,
      status: venue.reservationSettings.autoConfirm ? 'confirmed' : 'requested',
      source: 'online',
      name: input.name,
      email: input.email,
      phone: input.phone,
      note: input.note,
      marketingOptIn: input.marketingOptIn,
      manageTokenHash: hashToken(token),
      userId: ctx.actor?.user.id ?? null,
    });
    await sendConfirmation(tx.mailer, booked, venue, url, false, now);
    await mailVenueNotice(tx.mailer, venue, booked, 'new');
    await queueReservationWebhook(tx.db, 'reservation.created', booked);
    return booked;
  });
  await publishVenueChange(ctx, venue, row);
  ctx.logger.info({ reservation: row.id, venue: venue.id }, 'reservering geboekt');
  return { ...toGuestReservation(row, venue, now), manageUrl: url };
}
