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
 * A guest booked, changed or cancelled online: the venue's pages update live
 * and, when the venue set an address for it, the venue gets an e-mail.
 */
export async function noticeVenue(
  ctx: ServiceContext,
  mailer: Mailer,
  venue: VenueRow,
  reservation: ReservationRow,
  kind: VenueNoticeKind,
  previousStartsAt?: Date,
) {
  await publishReservationChange(ctx, venue.id, reservation.startsAt);
  if (previousStartsAt && dutchDate(previousStartsAt) !== dutchDate(reservation.startsAt)) {
    await publishReservationChange(ctx, venue.id, previousStartsAt);
  }
  const to = venue.reservationSettings.notifyEmail;
  if (to) await sendVenueNotice(mailer, to, reservation, venue, kind);
}
