import { addDays, changeDeadline, dutchDate, dutchTime } from '@platform/core';
import { createEvent } from 'ics';
import type { reservations } from '../../db/schema/index.ts';
import type { MailAttachment, Mailer, OutgoingMail } from '../../platform/mail.ts';
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

/**
 * The booking as a calendar event (RFC 5545/5546) the guest can add with one
 * tap. One UID per reservation; every update and the cancellation carry a
 * higher SEQUENCE (the row's calendarSequence), so calendars replace or
 * remove the entry they already have.
 */
function reservationIcs(
  reservation: ReservationRow,
  venue: VenueRow,
  event: { method: 'PUBLISH'; manageUrl?: string } | { method: 'CANCEL' },
  publicUrl: string,
): MailAttachment {
  const { error, value } = createEvent({
    // The venue organises the event (RFC 5546 wants an ORGANIZER, above all on a CANCEL): its own address, else
    // its notification address, else the platform's no-reply address.
    organizer: {
      name: venue.name,
      email: venue.email ?? venue.reservationSettings.notifyEmail ?? `no-reply@${new URL(publicUrl).hostname}`,
    },
    uid: `reservering-${reservation.id}@platform`,
    productId: 'platform/horeca',
    method: event.method,
    start: reservation.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: reservation.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Reservering ${venue.name}`,
    description:
      event.method === 'CANCEL'
        ? `Geannuleerd: ${reservation.partySize} personen op naam van ${reservation.name}.`
        : `${reservation.partySize} personen op naam van ${reservation.name}.${event.manageUrl ? ` Wijzigen of annuleren: ${event.manageUrl}` : ''}`,
    location: `${venue.name}, ${venue.address}, ${venue.postcode} ${venue.plaats}`,
    geo: { lat: venue.latitude, lon: venue.longitude },
    ...(event.method === 'PUBLISH' && event.manageUrl ? { url: event.manageUrl } : {}),
    status: event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    sequence: reservation.calendarSequence,
  });
  if (error || !value) throw error ?? new Error('agenda-bestand maken mislukt');
  return { filename: 'reservering.ics', contentType: 'text/calendar; charset=utf-8', content: value };
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
  now = new Date(),
) {
  const deadline = changeDeadline(reservation.startsAt, venue.reservationSettings.cutoffHours);
  // Booked inside the cut-off: there is no "until" left to promise.
  const changeLine =
    deadline.getTime() > now.getTime()
      ? `Bekijken, wijzigen of annuleren kan tot ${dateText(deadline)} ${dutchTime(deadline)} via je persoonlijke link:\n${manageUrl}\n\n` +
        `Daarna kun je bellen met ${venue.phone ?? venue.name}.\n\n`
      : `Online wijzigen of annuleren kan voor deze reservering niet meer (dat kan tot ${venue.reservationSettings.cutoffHours} uur van tevoren); ` +
        `bel daarvoor ${venue.phone ?? venue.name}. Bekijken kan via je persoonlijke link:\n${manageUrl}\n\n`;
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
      changeLine +
      'Je e-mailadres gebruiken we alleen voor deze reservering' +
      (reservation.marketingOptIn ? ' en, zoals je aangaf, voor nieuws van de zaak.' : '.'),
    // The personal link is the guest's key to the booking (ADR 017).
    secrets: [manageUrl],
    attachments: [reservationIcs(reservation, venue, { method: 'PUBLISH', manageUrl }, manageUrl)],
  });
}

/**
 * The guest hears of every cancellation, theirs or the venue's, with a
 * calendar file that removes the entry (METHOD:CANCEL, same UID, higher SEQUENCE).
 */
export async function sendCancellation(
  mailer: Mailer,
  reservation: ReservationRow,
  venue: VenueRow,
  by: 'guest' | 'venue',
  publicUrl: string,
) {
  const contact = venue.phone ? `Vragen? Bel ${venue.name} op ${venue.phone}.` : `Vragen? Neem contact op met ${venue.name}.`;
  await mailGuest(mailer, reservation, {
    kind: 'reservation_cancelled',
    subject: `Geannuleerd: reservering bij ${venue.name} op ${dateText(reservation.startsAt)}`,
    text:
      `Hallo ${reservation.name},\n\n` +
      (by === 'venue'
        ? `${venue.name} heeft je reservering geannuleerd. Het spijt ons. ${contact}\n\n`
        : 'Je reservering is geannuleerd.\n\n') +
      `${summary(reservation, venue)}\n\n` +
      'Met het bijgevoegde agenda-bestand verdwijnt de afspraak uit je agenda.\n\nGraag tot een volgende keer.',
    attachments: [reservationIcs(reservation, venue, { method: 'CANCEL' }, publicUrl)],
  });
}

/** 'vandaag', 'morgen' or the date, as the guest would say it on `now`'s day. */
function dayWord(at: Date, now: Date): string {
  const date = dutchDate(at);
  if (date === dutchDate(now)) return 'vandaag';
  if (date === addDays(dutchDate(now), 1)) return 'morgen';
  return `op ${dateText(at)}`;
}

/**
 * The reminder names the day as it is when it is sent (a reminder at 08:00
 * for 19:00 says "vandaag"). With `manageUrl` (a fresh token issued for it)
 * it carries the guest's link; otherwise it points to the confirmation.
 */
export async function sendReminder(mailer: Mailer, reservation: ReservationRow, venue: VenueRow, now: Date, manageUrl?: string) {
  const when = `${dayWord(reservation.startsAt, now)} om ${dutchTime(reservation.startsAt)}`;
  await mailGuest(mailer, reservation, {
    kind: 'reservation_reminder',
    subject: `Herinnering: je reservering bij ${venue.name} ${when}`,
    text:
      `Hallo ${reservation.name},\n\nEen herinnering aan je reservering ${when}.\n\n${summary(reservation, venue)}\n\n` +
      (manageUrl
        ? `Verhinderd? Bekijken, wijzigen of annuleren kan via je persoonlijke link (die vervangt de link uit je bevestigingsmail):\n${manageUrl}\n\nOf bel ${venue.phone ?? 'de zaak'}.`
        : `Verhinderd? Annuleer via de link in je bevestigingsmail of bel ${venue.phone ?? 'de zaak'}.`),
    // The fresh personal link is the guest's key to the booking (ADR 017).
    secrets: manageUrl ? [manageUrl] : [],
  });
}

export type VenueNoticeKind = 'new' | 'changed' | 'cancelled';
const NOTICE_SUBJECT: Record<VenueNoticeKind, string> = {
  new: 'Nieuwe reservering',
  changed: 'Gewijzigde reservering',
  cancelled: 'Geannuleerd door gast',
};

/** The venue's own notice of an online booking, change or cancellation (to its notification address). */
export async function sendVenueNotice(
  mailer: Mailer,
  to: string,
  reservation: ReservationRow,
  venue: VenueRow,
  kind: VenueNoticeKind,
) {
  await mailer.send({
    to,
    kind: 'reservation_venue_notice',
    subject: `${NOTICE_SUBJECT[kind]}: ${reservation.name}, ${reservation.partySize} p., ${dateText(reservation.startsAt)} ${dutchTime(reservation.startsAt)}`,
    text:
      `${NOTICE_SUBJECT[kind]} voor ${venue.name}${reservation.status === 'requested' ? ' (wacht op je bevestiging)' : ''}.\n\n` +
      `${summary(reservation, venue)}\n` +
      `Telefoon: ${reservation.phone ?? '—'}\nE-mail: ${reservation.email ?? '—'}\n` +
      (reservation.note ? `Opmerking: ${reservation.note}\n` : '') +
      '\nDe dag staat in de horeca-manager.',
  });
}

/** The venue undid its cancellation: the booking stands again, and the calendar entry comes back (higher SEQUENCE). */
export async function sendReinstated(mailer: Mailer, reservation: ReservationRow, venue: VenueRow, publicUrl: string) {
  await mailGuest(mailer, reservation, {
    kind: 'reservation_confirmation',
    subject: `Toch door: reservering bij ${venue.name} op ${dateText(reservation.startsAt)}`,
    text:
      `Hallo ${reservation.name},\n\n${venue.name} heeft de annulering ongedaan gemaakt: je reservering staat weer.\n\n` +
      `${summary(reservation, venue)}\n\nDe persoonlijke link uit je nieuwste e-mail over deze reservering werkt weer. ` +
      `Verhinderd? Bel ${venue.phone ?? venue.name}.`,
    attachments: [reservationIcs(reservation, venue, { method: 'PUBLISH' }, publicUrl)],
  });
}
