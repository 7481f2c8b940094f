import type { GuestReservation, ReservationSlot } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { allocate, checkRequest } from './booking.service.ts';
import { hashToken, manageUrl } from './manage-link.ts';
import { sendCancellation, sendConfirmation } from './reservation-mail.ts';
import { toGuestReservation } from './reservation-views.ts';
import { queueReservationWebhook } from './reservation-webhooks.ts';
import {
  nextCalendarSequence,
  type ReservationRow,
  selectByTokenHash,
  unchangedSince,
  updateReservationIf,
} from './reservations.queries.ts';
import type { VenueRow } from './venue-access.ts';
import { mailVenueNotice, publishVenueChange } from './venue-notices.ts';

const CHANGED_MEANWHILE =
  'Deze reservering is intussen gewijzigd of geannuleerd. Open de link uit je nieuwste e-mail om te zien hoe die nu staat.';

async function byToken(ctx: ServiceContext, token: string): Promise<{ row: ReservationRow; venue: VenueRow }> {
  const found = token.length >= 20 && token.length <= 64 ? await selectByTokenHash(ctx.db, hashToken(token)) : undefined;
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
  const { row, venue } = await byToken(ctx, token);
  return toGuestReservation(row, venue);
}

export async function cancelByGuest(ctx: ServiceContext, token: string): Promise<GuestReservation> {
  const { row, venue } = await byToken(ctx, token);
  const now = new Date();
  assertChangeable(row, venue, now);
  const cancelled = await withTransaction(ctx, async (tx) => {
    // Two cancels at once (two tabs), or a change by the venue meanwhile: only one changes the row and mails.
    const updated = await updateReservationIf(tx.db, unchangedSince(row), {
      status: 'cancelled',
      calendarSequence: nextCalendarSequence(),
      updatedAt: now,
    });
    if (!updated) throw new ConflictError(CHANGED_MEANWHILE);
    await sendCancellation(tx.mailer, updated, venue, 'guest', tx.publicUrl);
    await mailVenueNotice(tx.mailer, venue, updated, 'cancelled');
    await queueReservationWebhook(tx.db, 'reservation.cancelled', updated);
    return updated;
  });
  await publishVenueChange(ctx, venue, cancelled);
  return toGuestReservation(cancelled, venue, now);
}

/** A new date, time or party size: allocated again like a new booking, the old tables released in the same transaction. */
export async function changeByGuest(ctx: ServiceContext, token: string, slot: ReservationSlot): Promise<GuestReservation> {
  const { row, venue } = await byToken(ctx, token);
  const now = new Date();
  assertChangeable(row, venue, now);
  checkRequest(venue, slot, now);
  const updated = await withTransaction(ctx, async (tx) => {
    const { startsAt, endsAt, tableIds } = await allocate(tx.db, venue, slot, now, row.id);
    // Only as the guest saw it: not cancelled by the venue nor given a new link (a reminder) meanwhile.
    const changed = await updateReservationIf(tx.db, unchangedSince(row), {
      startsAt,
      endsAt,
      tableIds,
      partySize: slot.partySize,
      reminderSentAt: null,
      calendarSequence: nextCalendarSequence(),
      updatedAt: now,
    });
    if (!changed) throw new ConflictError(CHANGED_MEANWHILE);
    await sendConfirmation(tx.mailer, changed, venue, manageUrl(tx.publicUrl, token), true, now);
    await mailVenueNotice(tx.mailer, venue, changed, 'changed');
    return changed;
  });
  await publishVenueChange(ctx, venue, updated, row.startsAt);
  return toGuestReservation(updated, venue, now);
}
