import {
  changeDeadline,
  dutchDate,
  dutchTime,
  type GuestReservation,
  guestCanChange,
  type ManagerReservation,
} from '@platform/core';
import type { ReservationRow } from './reservations.queries.ts';
import type { VenueRow } from './venue-access.ts';

/** A reservation as its guest sees it behind the personal link. */
export function toGuestReservation(row: ReservationRow, venue: VenueRow, now = new Date()): GuestReservation {
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

/** A reservation as the venue's staff see it on /horeca-manager. */
export function toManagerReservation(row: ReservationRow): ManagerReservation {
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
