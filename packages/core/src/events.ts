import { z } from 'zod';
import { EmailSchema } from './account.ts';
import { calendarDateSchema } from './calendar-date-schema.ts';
import { RequiredText } from './place-input.ts';
import { multiLine } from './text.ts';

/** Events of the platform (editors), partners, coffeeshops and venues (issue 19). */
export const EVENT_OWNER_KINDS = ['platform', 'partner', 'coffeeshop', 'venue'] as const;
export type EventOwnerKind = (typeof EVENT_OWNER_KINDS)[number];
export const EventOwnerKindSchema = z.enum(EVENT_OWNER_KINDS, { error: 'Onbekende organisator' });

export const MAX_EVENT_CAPACITY = 5000;
export const EVENT_FULL_MESSAGE = 'Dit evenement is vol: alle plaatsen zijn vergeven.';
export const EVENT_PAST_MESSAGE = 'Dit evenement is al voorbij; aanmelden kan niet meer.';
export const EVENT_START_IN_PAST_MESSAGE = 'Kies een begin in de toekomst.';
export const EVENT_ALREADY_SIGNED_UP_MESSAGE = 'Met dit e-mailadres ben je al aangemeld voor dit evenement.';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TimeSchema = (label: string) =>
  z.string({ error: `${label} is verplicht` }).regex(TIME, `${label}: gebruik uu:mm, bijvoorbeeld 20:00`);

/** An event as its organiser fills it in: a Dutch date with start and end time (the end may pass midnight). */
export const EventInputSchema = z.object({
  title: RequiredText('Titel', 120),
  description: multiLine(
    z
      .string({ error: 'Beschrijving is verplicht' })
      .trim()
      .min(1, 'Beschrijving is verplicht')
      .max(5000, 'Beschrijving mag maximaal 5000 tekens hebben'),
  ),
  date: calendarDateSchema({
    required: 'Datum is verplicht',
    invalid: 'Kies een geldige datum',
    nonexistent: 'Deze datum bestaat niet',
  }),
  startTime: TimeSchema('Begintijd'),
  endTime: TimeSchema('Eindtijd'),
  location: RequiredText('Locatie', 200),
  capacity: z.coerce
    .number({ error: 'Vul het aantal plaatsen in' })
    .int('Vul een heel aantal plaatsen in')
    .min(1, 'Minimaal 1 plaats')
    .max(MAX_EVENT_CAPACITY, `Maximaal ${MAX_EVENT_CAPACITY} plaatsen`),
});
export type EventInput = z.input<typeof EventInputSchema>;
export type EventValues = z.output<typeof EventInputSchema>;

/** A sign-up keeps only what the organiser needs: a name to call out and an address for the confirmation. */
export const EventSignupInputSchema = z.object({
  name: RequiredText('Naam', 120),
  email: EmailSchema,
});
export type EventSignupInput = z.input<typeof EventSignupInputSchema>;

export const EventOrganiserSchema = z.object({
  kind: EventOwnerKindSchema,
  id: z.string().nullable(),
  name: z.string(),
  /** The organiser's public page, when it has one. */
  path: z.string().nullable(),
});
export type EventOrganiser = z.infer<typeof EventOrganiserSchema>;

export const PublicEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  capacity: z.number().int(),
  placesLeft: z.number().int(),
  organiser: EventOrganiserSchema,
});
export type PublicEvent = z.infer<typeof PublicEventSchema>;

export const ManagedEventSchema = PublicEventSchema.extend({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  signups: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.string() })),
});
export type ManagedEvent = z.infer<typeof ManagedEventSchema>;

export const EventSignupResultSchema = z.object({ id: z.string(), placesLeft: z.number().int() });
export type EventSignupResult = z.infer<typeof EventSignupResultSchema>;

/**
 * The cancel link of one sign-up (ADR 056): a random token in the confirmation mail, only its hash stored. The link
 * cancels that sign-up and nothing else; it stops working once used or once the event has started.
 */
export const EVENT_CANCEL_LINK_MESSAGE = 'Deze afmeldlink klopt niet of is al gebruikt.';
export const EVENT_CANCEL_STARTED_MESSAGE = 'Dit evenement is al begonnen: afmelden kan niet meer.';
/** Present and not absurdly long; whether it is one of ours the server decides (an unknown token is a 404). */
export const EventCancelTokenSchema = z
  .string({ error: EVENT_CANCEL_LINK_MESSAGE })
  .trim()
  .min(1, EVENT_CANCEL_LINK_MESSAGE)
  .max(200, EVENT_CANCEL_LINK_MESSAGE);
export const EventCancelQuerySchema = z.object({ token: EventCancelTokenSchema });
export const EventCancelInputSchema = z.object({ token: EventCancelTokenSchema });
export type EventCancelInput = z.infer<typeof EventCancelInputSchema>;

/** What the cancel page shows before the visitor confirms: whose sign-up, for which event. */
export const EventCancelViewSchema = z.object({ name: z.string(), event: PublicEventSchema });
export type EventCancelView = z.infer<typeof EventCancelViewSchema>;

/** The path of a sign-up's cancel page (the token travels in the query, the mail marks it secret). */
export const eventCancelPath = (eventId: string, token: string) =>
  `/event/${eventId}/afmelden?token=${encodeURIComponent(token)}`;

/** A text value escaped for iCalendar (RFC 5545 §3.3.11). */
function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/[,;]/g, (char) => `\\${char}`);
}

/** An instant as an iCalendar UTC date-time: 20261127T190000Z. */
function icsInstant(iso: string): string {
  return `${new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}`;
}

/** Folds a content line at 75 octets (RFC 5545 §3.1); counted in characters, which is safe for short ASCII-heavy lines. */
function fold(line: string): string {
  const parts: string[] = [];
  for (let rest = line; rest.length > 0; rest = rest.slice(73)) parts.push(rest.slice(0, 73));
  return parts.join('\r\n ');
}

/** One event as an .ics calendar file. */
export function eventIcs(event: PublicEvent, publicUrl: string, now: Date): string {
  const url = `${publicUrl}/event/${event.id}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Coffeeshop & Horeca Platform//Evenementen//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@${publicUrl.replace(/^https?:\/\//, '').replace(/[/:].*$/, '')}`,
    `DTSTAMP:${icsInstant(now.toISOString())}`,
    `DTSTART:${icsInstant(event.startsAt)}`,
    `DTEND:${icsInstant(event.endsAt)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(`${event.description}\n\n${url}`)}`,
    `LOCATION:${icsText(event.location)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
