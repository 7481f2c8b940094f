import { createHash, randomBytes } from 'node:crypto';
import {
  type Availability,
  type AvailabilityQuery,
  allocateTables,
  availableSlots,
  type BookingInput,
  type BookingResult,
  bookingDateProblem,
  changeDeadline,
  dutchDate,
  dutchTime,
  type GuestReservation,
  guestCanChange,
  mealMinutesFor,
  onlinePartyLimit,
  type ReservationSlot,
  TABLE_HOLDING_STATUSES,
  type TableInfo,
} from '@platform/core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { reservations, venues } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { type Mailer, mailerIn } from '../../platform/mail.ts';
import { type BookingLimits, checkBookingLimits } from './booking-limits.ts';
import { loadDay } from './day-bookings.ts';
import { sendCancellation, sendConfirmation } from './reservation-mail.ts';
import { findVenue, type VenueRow } from './venue-access.ts';
import { mailVenueNotice, publishVenueChange } from './venue-notices.ts';

type ReservationRow = typeof reservations.$inferSelect;
export interface BookingDeps {
  mailer: Mailer;
  publicUrl: string;
  trustProxy: boolean;
  bookingLimits: BookingLimits;
  /** Ends open event streams when the server stops. */
  shutdown: AbortSignal;
}

export const FULL_MESSAGE = 'Vol: dit tijdstip is net volgeboekt. Kies een ander tijdstip.';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const manageUrl = (deps: BookingDeps, token: string) => `${deps.publicUrl}/reservering/${token}`;

function invalid(path: string, message: string): never {
  throw new ValidationError(message, [{ path: [path], message }]);
}

/** The venue takes online bookings for this party on this date, or a Dutch 4xx says why not. */
function checkRequest(venue: VenueRow, slot: Pick<ReservationSlot, 'date' | 'partySize'>, now: Date) {
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
    hours: venue.openingHours,
    settings: venue.reservationSettings,
    tables,
    bookings,
  });
  return { ...query, mealMinutes: mealMinutesFor(query.partySize, venue.reservationSettings), slots };
}

/**
 * Allocates tables for a slot inside the caller's transaction, with the
 * venue's tables locked: either the slot is offered and free (tables and
 * times), or a 422 (not a slot) or 409 (full) leaves everything unchanged.
 */
async function allocate(tx: Database, venue: VenueRow, slot: ReservationSlot, now: Date, excludeReservationId?: string) {
  const { tables, bookings } = await loadDay(tx, venue.id, slot.date, { lock: true, excludeReservationId });
  checkPartyFits(venue, tables, slot.partySize);
  const settings = venue.reservationSettings;
  const offered = availableSlots({ ...slot, now, hours: venue.openingHours, settings, tables, bookings }).find(
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

function toGuestReservation(row: ReservationRow, venue: VenueRow, now = new Date()): GuestReservation {
  const deadline = changeDeadline(row.startsAt, venue.reservationSettings.cutoffHours);
  return {
    id: row.id,
    status: row.status,
    date: dutchDate(row.startsAt),
    time: dutchTime(row.startsAt),
    partySize: row.partySize,
    name: row.name,
    email: row.email ?? '',
    phone: row.phone ?? '',
    note: row.note,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    changeUntil: deadline.toISOString(),
    canChange: guestCanChange(row, venue.reservationSettings.cutoffHours, now),
    venue: {
      id: venue.id,
      name: venue.name,
      plaats: venue.plaats,
      plaatsSlug: venue.plaatsSlug,
      slug: venue.slug,
      address: `${venue.address}, ${venue.postcode} ${venue.plaats}`,
      phone: venue.phone,
    },
  };
}

/** The same guest (e-mail address) already holds a table at this venue at this very time. */
async function refuseDuplicate(tx: Database, venue: VenueRow, email: string, startsAt: Date) {
  const [existing] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.venueId, venue.id),
        eq(reservations.startsAt, startsAt),
        sql`lower(${reservations.email}) = ${email.trim().toLowerCase()}`,
        inArray(reservations.status, [...TABLE_HOLDING_STATUSES]),
      ),
    )
    .limit(1);
  if (existing) {
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
  deps: BookingDeps,
  venueId: string,
  input: BookingInput,
  clientAddress: string,
): Promise<BookingResult> {
  const venue = await findVenue(ctx, venueId);
  const now = new Date();
  checkRequest(venue, input, now);
  await checkBookingLimits(ctx.db, deps.bookingLimits, { address: clientAddress, email: input.email }, now.getTime());
  const token = randomBytes(24).toString('base64url');
  const url = manageUrl(deps, token);
  const row = await ctx.db.transaction(async (tx) => {
    const { startsAt, endsAt, tableIds } = await allocate(tx, venue, input, now);
    // Under the venue's table lock: a double click or a second tab cannot book the same guest twice.
    await refuseDuplicate(tx, venue, input.email, startsAt);
    const [inserted] = await tx
      .insert(reservations)
      .values({
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
      })
      .returning();
    const booked = inserted as ReservationRow;
    const mailer = mailerIn(deps.mailer, tx);
    await sendConfirmation(mailer, booked, venue, url, false, now);
    await mailVenueNotice(mailer, venue, booked, 'new');
    return booked;
  });
  await publishVenueChange(ctx, venue, row);
  ctx.logger.info({ reservation: row.id, venue: venue.id }, 'reservering geboekt');
  return { ...toGuestReservation(row, venue, now), manageUrl: url };
}

/**
 * A fresh personal link for a reservation (the reminder carries one): only
 * the new token's hash is stored, so the older link stops working.
 */
export async function issueManageLink(db: Database, publicUrl: string, reservationId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .update(reservations)
    .set({ manageTokenHash: hashToken(token) })
    .where(eq(reservations.id, reservationId));
  return `${publicUrl}/reservering/${token}`;
}

const CHANGED_MEANWHILE =
  'Deze reservering is intussen gewijzigd of geannuleerd. Open de link uit je nieuwste e-mail om te zien hoe die nu staat.';

/** The row as it was read: same status and the same personal link (a reminder issues a new one). */
function unchangedSince(row: ReservationRow) {
  return and(
    eq(reservations.id, row.id),
    eq(reservations.status, row.status),
    row.manageTokenHash === null ? isNull(reservations.manageTokenHash) : eq(reservations.manageTokenHash, row.manageTokenHash),
  );
}

async function byToken(db: Database, token: string): Promise<{ row: ReservationRow; venue: VenueRow }> {
  const [found] =
    token.length >= 20 && token.length <= 64
      ? await db
          .select({ row: reservations, venue: venues })
          .from(reservations)
          .innerJoin(venues, eq(venues.id, reservations.venueId))
          .where(eq(reservations.manageTokenHash, hashToken(token)))
      : [];
  if (!found)
    throw new NotFoundError(
      'Deze reservering bestaat niet (meer). Gebruik de link uit je nieuwste e-mail over deze reservering.',
    );
  return found;
}

function assertChangeable(row: ReservationRow, venue: VenueRow, now: Date) {
  const view = toGuestReservation(row, venue, now);
  if (row.status === 'cancelled') throw new ConflictError('Deze reservering is al geannuleerd.');
  if (!view.canChange) {
    throw new ConflictError(
      `Online wijzigen of annuleren kan tot ${venue.reservationSettings.cutoffHours} uur van tevoren. Bel ${venue.phone ?? 'de zaak'}.`,
    );
  }
}

export async function guestReservation(ctx: ServiceContext, token: string): Promise<GuestReservation> {
  const { row, venue } = await byToken(ctx.db, token);
  return toGuestReservation(row, venue);
}

export async function cancelByGuest(ctx: ServiceContext, deps: BookingDeps, token: string): Promise<GuestReservation> {
  const { row, venue } = await byToken(ctx.db, token);
  const now = new Date();
  assertChangeable(row, venue, now);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reservations)
      .set({ status: 'cancelled', calendarSequence: sql`${reservations.calendarSequence} + 1`, updatedAt: now })
      // Two cancels at once (two tabs), or a change by the venue meanwhile: only one changes the row and mails.
      .where(unchangedSince(row))
      .returning();
    if (!updated) throw new ConflictError(CHANGED_MEANWHILE);
    const mailer = mailerIn(deps.mailer, tx);
    await sendCancellation(mailer, updated as ReservationRow, venue, 'guest', deps.publicUrl);
    await mailVenueNotice(mailer, venue, updated as ReservationRow, 'cancelled');
    return updated as ReservationRow;
  });
  await publishVenueChange(ctx, venue, cancelled);
  return toGuestReservation(cancelled, venue, now);
}

/** A new date, time or party size: allocated again like a new booking, the old tables released in the same transaction. */
export async function changeByGuest(
  ctx: ServiceContext,
  deps: BookingDeps,
  token: string,
  slot: ReservationSlot,
): Promise<GuestReservation> {
  const { row, venue } = await byToken(ctx.db, token);
  const now = new Date();
  assertChangeable(row, venue, now);
  checkRequest(venue, slot, now);
  const updated = await ctx.db.transaction(async (tx) => {
    const { startsAt, endsAt, tableIds } = await allocate(tx, venue, slot, now, row.id);
    const [changed] = await tx
      .update(reservations)
      .set({
        startsAt,
        endsAt,
        tableIds,
        partySize: slot.partySize,
        reminderSentAt: null,
        calendarSequence: sql`${reservations.calendarSequence} + 1`,
        updatedAt: now,
      })
      // Only as the guest saw it: not cancelled by the venue nor given a new link (a reminder) meanwhile.
      .where(unchangedSince(row))
      .returning();
    if (!changed) throw new ConflictError(CHANGED_MEANWHILE);
    const mailer = mailerIn(deps.mailer, tx);
    await sendConfirmation(mailer, changed as ReservationRow, venue, manageUrl(deps, token), true, now);
    await mailVenueNotice(mailer, venue, changed as ReservationRow, 'changed');
    return changed as ReservationRow;
  });
  await publishVenueChange(ctx, venue, updated, row.startsAt);
  return toGuestReservation(updated, venue, now);
}
