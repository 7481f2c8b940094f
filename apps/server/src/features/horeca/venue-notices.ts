import { dutchDate } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import type { reservations } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail.ts';
import { sendVenueNotice, type VenueNoticeKind } from './reservation-mail.ts';
import type { VenueRow } from './venue-access.ts';

type ReservationRow = typeof reservations.$inferSelect;

/** Open /horeca-manager pages of the venue refresh the booking's day. */
export async function publishReservationChange(ctx: ServiceContext, venueId: string, startsAt: Date) {
  await ctx.realtime.publish({ type: 'reservations-changed', venueId, date: dutchDate(startsAt) });
}

/**
 * A guest booked, changed or cancelled online: open manager pages of the venue
 * refresh the booking's day (and the day it moved from). Call after the commit.
 */
export async function publishVenueChange(
  ctx: ServiceContext,
  venue: VenueRow,
  reservation: ReservationRow,
  previousStartsAt?: Date,
) {
  await publishReservationChange(ctx, venue.id, reservation.startsAt);
  if (previousStartsAt && dutchDate(previousStartsAt) !== dutchDate(reservation.startsAt)) {
    await publishReservationChange(ctx, venue.id, previousStartsAt);
  }
}

/**
 * The venue's e-mail about an online booking, change or cancellation, when it
 * set an address for it; pass the transaction's mailer so it commits with the change.
 */
export async function mailVenueNotice(mailer: Mailer, venue: VenueRow, reservation: ReservationRow, kind: VenueNoticeKind) {
  const to = venue.reservationSettings.notifyEmail;
  if (to) await sendVenueNotice(mailer, to, reservation, venue, kind);
}
