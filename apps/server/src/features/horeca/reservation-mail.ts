import { changeDeadline, dutchTime } from '@platform/core';
import { createEvent } from 'ics';
import type { reservations } from '../../db/schema/index.ts';
import type { Mailer, OutgoingMail } from '../../platform/mail.ts';
import type { VenueRow } from './venue-access.ts';

type ReservationRow = typeof reservations.$inferSelect;

const dateText = (at: Date) =>
  new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);

function summary(reservation: ReservationRow, venue: VenueRow): string {
  return [
    `Datum: ${dateText(reservation.startsAt)}`,
    `Tijd: ${dutchTime(reservation.startsAt)}`,
    `Aantal personen: ${reservation.partySize}`,
    `Naam: ${reservation.name}`,
    `Adres: ${venue.address}, ${venue.postcode} ${venue.plaats}`,
  ].join('\n');
}

/** The booking as a calendar event (RFC 5545) the guest can add with one tap. */
function reservationIcs(reservation: ReservationRow, venue: VenueRow, manageUrl: string): string {
  const { error, value } = createEvent({
    uid: `reservering-${reservation.id}@platform`,
    productId: 'platform/horeca',
    method: 'PUBLISH',
    start: reservation.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: reservation.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Reservering ${venue.name}`,
    description: `${reservation.partySize} personen op naam van ${reservation.name}. Wijzigen of annuleren: ${manageUrl}`,
    location: `${venue.name}, ${venue.address}, ${venue.postcode} ${venue.plaats}`,
    geo: { lat: venue.latitude, lon: venue.longitude },
    url: manageUrl,
    status: 'CONFIRMED',
    sequence: Math.floor(reservation.updatedAt.getTime() / 1000),
  });
  if (error || !value) throw error ?? new Error('agenda-bestand maken mislukt');
  return value;
}

/** Mails the guest, when they left an address (walk-ins do not); tied to their account when they booked signed in. */
async function mailGuest(mailer: Mailer, reservation: ReservationRow, mail: Omit<OutgoingMail, 'to' | 'userId'>) {
  if (!reservation.email) return;
  await mailer.send({ ...mail, to: reservation.email, userId: reservation.userId });
}

export async function sendConfirmation(
  mailer: Mailer,
  reservation: ReservationRow,
  venue: VenueRow,
  manageUrl: string,
  changed = false,
) {
  const deadline = changeDeadline(reservation.startsAt, venue.reservationSettings.cutoffHours);
  const requested = reservation.status === 'requested';
  await mailGuest(mailer, reservation, {
    kind: 'reservation_confirmation',
    subject: `${changed ? 'Gewijzigd: ' : ''}${requested ? 'Aanvraag' : 'Reservering'} bij ${venue.name} op ${dateText(reservation.startsAt)}`,
    text:
      `Hallo ${reservation.name},\n\n` +
      (requested
        ? `We hebben je aanvraag ontvangen; ${venue.name} bevestigt die zo snel mogelijk.\n\n`
        : `Je reservering bij ${venue.name} is ${changed ? 'gewijzigd' : 'bevestigd'}.\n\n`) +
      `${summary(reservation, venue)}\n\n` +
      `Bekijken, wijzigen of annuleren kan tot ${dateText(deadline)} ${dutchTime(deadline)} via je persoonlijke link:\n${manageUrl}\n\n` +
      `Daarna kun je bellen met ${venue.phone ?? venue.name}.\n\n` +
      'Je e-mailadres gebruiken we alleen voor deze reservering' +
      (reservation.marketingOptIn ? ' en, zoals je aangaf, voor nieuws van de zaak.' : '.'),
    // The personal link is the guest's key to the booking (ADR 017).
    secrets: [manageUrl],
    attachments: [
      {
        filename: 'reservering.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: reservationIcs(reservation, venue, manageUrl),
      },
    ],
  });
}

export async function sendCancellation(mailer: Mailer, reservation: ReservationRow, venue: VenueRow) {
  await mailGuest(mailer, reservation, {
    kind: 'reservation_cancelled',
    subject: `Geannuleerd: reservering bij ${venue.name}`,
    text: `Hallo ${reservation.name},\n\nJe reservering is geannuleerd.\n\n${summary(reservation, venue)}\n\nGraag tot een volgende keer.`,
  });
}

/** The link's token is not stored (only its hash), so the reminder points to the confirmation e-mail. */
export async function sendReminder(mailer: Mailer, reservation: ReservationRow, venue: VenueRow) {
  await mailGuest(mailer, reservation, {
    kind: 'reservation_reminder',
    subject: `Morgen: je reservering bij ${venue.name}`,
    text:
      `Hallo ${reservation.name},\n\nEen herinnering aan je reservering.\n\n${summary(reservation, venue)}\n\n` +
      `Verhinderd? Annuleer via de link in je bevestigingsmail of bel ${venue.phone ?? 'de zaak'}.`,
  });
}
