import type { ReservationStatus } from '@platform/core';
import { AppError } from '../../../platform/errors.ts';
import { availability, book, managedVenues, managerDay } from '../../horeca/index.ts';
import { contextVenue } from './place-tools.ts';
import { dayText, listText, NO_PLACE, type ToolAnswer, type ToolDeps, venuePath } from './tool-kit.ts';

export interface SlotQuery {
  date: string;
  time?: string | undefined;
  partySize: number;
}

/** A refusal of the booking rules (closed, too far ahead, party too large) is the answer, in its own Dutch words. */
async function orRefusal(work: () => Promise<ToolAnswer>, sources: ToolAnswer['sources']): Promise<ToolAnswer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { answer: error.message, sources };
    throw error;
  }
}

const bookingPage = (path: string, slot: SlotQuery) =>
  `${path}/reserveren?datum=${slot.date}&personen=${slot.partySize}${slot.time ? `&tijd=${slot.time}` : ''}`;

/** Free tables at the context venue: the real slots of the booking page for this date and party. */
export async function checkAvailability(deps: ToolDeps, slot: SlotQuery): Promise<ToolAnswer> {
  const venue = await contextVenue(deps);
  if (!venue) return NO_PLACE;
  const source = { url: bookingPage(venuePath(venue), slot), title: `Reserveren bij ${venue.name}` };
  return orRefusal(async () => {
    const result = await availability(deps.ctx, venue.id, { date: slot.date, partySize: slot.partySize });
    const free = result.slots.filter((candidate) => candidate.available).map((candidate) => candidate.time);
    const when = `${dayText(slot.date)}${slot.time ? ` om ${slot.time}` : ''}`;
    const party = `${slot.partySize} ${slot.partySize === 1 ? 'persoon' : 'personen'}`;
    if (slot.time && free.includes(slot.time)) {
      return { answer: `Ja, bij ${venue.name} is er ${when} plek voor ${party}.`, sources: [source] };
    }
    const nearby = slot.time ? nearest(free, slot.time) : free.slice(0, 6);
    const other =
      nearby.length > 0
        ? ` Wel vrij op ${dayText(slot.date)}: ${listText(nearby)}.`
        : ` Op ${dayText(slot.date)} is niets meer vrij.`;
    const offered = slot.time && result.slots.some((candidate) => candidate.time === slot.time);
    const reason = !slot.time
      ? ''
      : offered
        ? `${when} is vol voor ${party}.`
        : `${when} is geen tijd waarop je kunt reserveren.`;
    return { answer: `${venue.name}: ${reason}${other}`.replace(': .', ':').trim(), sources: [source] };
  }, [source]);
}

/** The free times closest to the wanted one (at most four). */
function nearest(times: readonly string[], wanted: string): string[] {
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return [...times]
    .sort((a, b) => Math.abs(minute(a) - minute(wanted)) - Math.abs(minute(b) - minute(wanted)))
    .slice(0, 4)
    .sort();
}

/**
 * Books a table in the signed-in person's name, through the same booking rules, limits and
 * mails as the booking page. Runs only after the person confirmed it in the panel (tool approval).
 */
export async function bookTable(deps: ToolDeps, slot: Required<SlotQuery> & { phone: string }): Promise<ToolAnswer> {
  const venue = await contextVenue(deps);
  if (!venue) return NO_PLACE;
  const actor = deps.ctx.actor;
  const page = { url: bookingPage(venuePath(venue), slot), title: `Reserveren bij ${venue.name}` };
  if (!actor) return { answer: 'Log in om via de assistent te reserveren, of reserveer op de reserveerpagina.', sources: [page] };
  return orRefusal(async () => {
    const input = { ...slot, name: actor.user.name, email: actor.user.email, note: '', marketingOptIn: false };
    const booked = await book(deps.ctx, deps.bookingLimits, venue.id, input, deps.clientAddress);
    const state = booked.status === 'confirmed' ? 'bevestigd' : 'aangevraagd; de zaak bevestigt hem nog';
    return {
      answer: `Geboekt: ${venue.name}, ${dayText(booked.date)} om ${booked.time} voor ${booked.partySize} personen. De reservering is ${state}. De bevestiging met je persoonlijke link staat in je e-mail.`,
      // The guest's personal link is a secret: cited is the booking page; the link itself is only in the mail.
      sources: [{ url: '/email-dashboard', title: `Je reservering bij ${venue.name}` }],
    };
  }, [page]);
}

const STATUS_WORDS: Record<ReservationStatus, string> = {
  requested: 'aangevraagd',
  confirmed: 'bevestigd',
  seated: 'aan tafel',
  completed: 'afgerond',
  cancelled: 'geannuleerd',
  no_show: 'niet gekomen',
};

/**
 * The reservations of a day at the venues this person runs (owner, manager with the
 * reservations right, admin). Guests' names and contact details stay out of the answer (AVG).
 */
export async function myReservations(deps: ToolDeps, date: string): Promise<ToolAnswer> {
  if (!deps.ctx.actor) return { answer: 'Log in om de reserveringen van je zaak te zien.', sources: [] };
  const venues = (await managedVenues(deps.ctx)).filter((venue) => venue.permissions.includes('reservations'));
  if (venues.length === 0) {
    return {
      answer: 'Je beheert geen horecazaak, dus ik kan geen reserveringen tonen. Reserveringen van anderen zijn niet in te zien.',
      sources: [],
    };
  }
  const days = await Promise.all(venues.map((venue) => managerDay(deps.ctx, venue.id, date)));
  const blocks = days.map((day) => {
    const tables = new Map(day.tables.map((table) => [table.id, table.name]));
    const held = day.reservations.filter((reservation) => reservation.status !== 'cancelled');
    if (held.length === 0) return `${day.venue.name}: geen reserveringen.`;
    const lines = held.map((reservation) => {
      const at = reservation.tableIds.map((id) => tables.get(id) ?? '?').join(' + ');
      return `- ${reservation.time}: ${reservation.partySize} personen, ${at ? `tafel ${at}, ` : ''}${STATUS_WORDS[reservation.status]}`;
    });
    return `${day.venue.name} (${held.length}):\n${lines.join('\n')}`;
  });
  return {
    answer: `Reserveringen op ${dayText(date)}:\n${blocks.join('\n')}`,
    sources: days.map((day) => ({
      url: `/horeca-manager?zaak=${day.venue.id}&datum=${date}`,
      title: `Reserveringen ${day.venue.name}`,
    })),
  };
}
