import { randomUUID } from 'node:crypto';
import {
  dutchWallClock,
  EVENT_ALREADY_SIGNED_UP_MESSAGE,
  EVENT_FULL_MESSAGE,
  EVENT_PAST_MESSAGE,
  EVENT_START_IN_PAST_MESSAGE,
  type EventInput,
  EventInputSchema,
  type EventOwnerKind,
  type EventSignupInput,
  type EventSignupResult,
  type EventValues,
  eventCancelPath,
  eventIcs,
  isId,
  type ManagedEvent,
  minuteOf,
  type PublicEvent,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { newInvitationToken } from '../../platform/invitations.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { blockUnlessPasses, checkPost } from '../content/index.ts';
import { toManagedEvent, toPublicEvent } from './event-views.ts';
import * as q from './events.queries.ts';
import { PLATFORM_ORGANISER_ID, requireOrganiser } from './organiser-access.ts';

export const EVENT_NOT_FOUND = 'Dit evenement bestaat niet.';

function invalid(path: string, message: string): never {
  throw new ValidationError(message, [{ path: [path], message }]);
}

/** The instants of the Dutch wall-clock times; an end at or before the start is the night after (22:00–02:00). */
function times(values: EventValues, now: Date, mustBeFuture: boolean) {
  const start = minuteOf(values.startTime);
  let end = minuteOf(values.endTime);
  if (end <= start) end += 1440;
  const startsAt = dutchWallClock(values.date, start);
  if (!startsAt) invalid('startTime', 'Deze tijd bestaat niet op die dag (de klok gaat een uur vooruit).');
  const endsAt = dutchWallClock(values.date, end);
  if (!endsAt) invalid('endTime', 'Deze tijd bestaat niet op die dag (de klok gaat een uur vooruit).');
  if (mustBeFuture && startsAt.getTime() <= now.getTime()) invalid('date', EVENT_START_IN_PAST_MESSAGE);
  return { startsAt, endsAt };
}

function columns(values: EventValues, when: { startsAt: Date; endsAt: Date }) {
  return {
    title: values.title,
    description: values.description,
    location: values.location,
    capacity: values.capacity,
    ...when,
  };
}

async function managed(ctx: ServiceContext, row: q.EventWithOrganiser): Promise<ManagedEvent> {
  return toManagedEvent(row, await q.selectSignups(ctx.db, row.event.id));
}

async function ownEvent(ctx: ServiceContext, kind: EventOwnerKind, ownerId: string | null, eventId: string) {
  const row = isId(eventId) ? await q.selectOwnEvent(ctx.db, kind, ownerId, eventId) : undefined;
  if (!row) throw new NotFoundError(EVENT_NOT_FOUND);
  return row;
}

/** An organiser's events, past ones included, with their sign-ups (name and address only). */
export async function organiserEvents(ctx: ServiceContext, kind: EventOwnerKind, id: string): Promise<ManagedEvent[]> {
  const owner = await requireOrganiser(ctx, kind, id);
  const rows = await q.selectOfOwner(ctx.db, kind, owner.id);
  return Promise.all(rows.map((row) => managed(ctx, row)));
}

/**
 * An event's public text passes the same legal check as a post (ADR 049): always for a coffeeshop's event, and for
 * any event whose text names cannabis; refused with the reasons, nothing stored.
 */
async function checkEventText(ctx: ServiceContext, kind: EventOwnerKind, values: EventInput) {
  const result = await checkPost(ctx, {
    brand: kind === 'coffeeshop' ? 'cannabis' : 'hospitality',
    title: values.title,
    summary: '',
    bodyText: values.description,
  });
  blockUnlessPasses(result);
}

export async function createEvent(
  ctx: ServiceContext,
  kind: EventOwnerKind,
  id: string,
  input: EventInput,
): Promise<ManagedEvent> {
  const owner = await requireOrganiser(ctx, kind, id);
  const values = EventInputSchema.parse(input);
  await checkEventText(ctx, kind, values);
  const eventId = randomUUID();
  await q.insertEvent(ctx.db, {
    id: eventId,
    ownerKind: kind,
    ownerId: owner.id,
    ...columns(values, times(values, new Date(), true)),
  });
  return managed(ctx, await ownEvent(ctx, kind, owner.id, eventId));
}

/** Changing an event: a start that moves must still lie ahead; the capacity never drops below the sign-ups. */
export async function updateEvent(
  ctx: ServiceContext,
  kind: EventOwnerKind,
  id: string,
  eventId: string,
  input: EventInput,
): Promise<ManagedEvent> {
  const owner = await requireOrganiser(ctx, kind, id);
  const row = await ownEvent(ctx, kind, owner.id, eventId);
  const values = EventInputSchema.parse(input);
  await checkEventText(ctx, kind, values);
  const when = times(values, new Date(), false);
  if (when.startsAt.getTime() !== row.event.startsAt.getTime() && when.startsAt.getTime() <= Date.now()) {
    invalid('date', EVENT_START_IN_PAST_MESSAGE);
  }
  if (values.capacity < row.taken) {
    invalid('capacity', `Er zijn al ${row.taken} aanmeldingen: kies minimaal ${row.taken} plaatsen.`);
  }
  await q.updateEvent(ctx.db, row.event.id, columns(values, when));
  return managed(ctx, await ownEvent(ctx, kind, owner.id, row.event.id));
}

export async function removeEvent(ctx: ServiceContext, kind: EventOwnerKind, id: string, eventId: string): Promise<void> {
  const owner = await requireOrganiser(ctx, kind, id);
  const row = await ownEvent(ctx, kind, owner.id, eventId);
  await q.deleteEvent(ctx.db, row.event.id);
}

// Public

async function publicRow(ctx: Pick<ServiceContext, 'db'>, eventId: string) {
  const row = isId(eventId) ? await q.selectPublicEvent(ctx.db, eventId) : undefined;
  if (!row) throw new NotFoundError(EVENT_NOT_FOUND);
  return row;
}

export async function publicEvent(ctx: Pick<ServiceContext, 'db'>, eventId: string): Promise<PublicEvent> {
  return toPublicEvent(await publicRow(ctx, eventId));
}

/** Upcoming events of one organiser (its public page) or of all (the platform's list). */
export async function upcomingEvents(
  ctx: Pick<ServiceContext, 'db'>,
  owner: { kind?: EventOwnerKind; id?: string },
): Promise<PublicEvent[]> {
  if (owner.kind && owner.kind !== 'platform' && !(owner.id && isId(owner.id))) return [];
  const filter = owner.kind ? { kind: owner.kind, id: owner.kind === 'platform' ? null : (owner.id ?? null) } : null;
  return (await q.selectUpcoming(ctx.db, new Date(), filter)).map(toPublicEvent);
}

export async function eventCalendar(ctx: Pick<ServiceContext, 'db' | 'publicUrl'>, eventId: string): Promise<string> {
  return eventIcs(await publicEvent(ctx, eventId), ctx.publicUrl, new Date());
}

function dutchMoment(iso: string): string {
  return new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * A visitor signs up: one place per address, never beyond the capacity (the event row is locked while counting),
 * never for an event that has started. The confirmation mail carries the .ics; only name and address are stored.
 */
export async function signUp(ctx: ServiceContext, eventId: string, input: EventSignupInput): Promise<EventSignupResult> {
  const event = await publicEvent(ctx, eventId);
  if (new Date(event.startsAt).getTime() <= Date.now()) throw new ValidationError(EVENT_PAST_MESSAGE);
  const email = input.email.toLowerCase();
  const id = randomUUID();
  const placesLeft = await withTransaction(ctx, async (tx) => {
    const locked = await q.lockEvent(tx.db, event.id);
    if (!locked) throw new NotFoundError(EVENT_NOT_FOUND);
    if (await q.signupExists(tx.db, event.id, email)) throw new ConflictError(EVENT_ALREADY_SIGNED_UP_MESSAGE);
    const taken = await q.countSignups(tx.db, event.id);
    if (taken >= locked.capacity) throw new ConflictError(EVENT_FULL_MESSAGE);
    // The cancel link's token goes only into this mail (marked secret); its hash finds this one sign-up (ADR 056).
    const { token, tokenHash } = newInvitationToken(new Date());
    await q.insertSignup(tx.db, { id, eventId: event.id, name: input.name, email, cancelTokenHash: tokenHash });
    const link = `${ctx.publicUrl}/event/${event.id}`;
    const cancelLink = `${ctx.publicUrl}${eventCancelPath(event.id, token)}`;
    await tx.mailer.send({
      kind: 'event_signup',
      to: email,
      subject: `Aangemeld: ${event.title}`,
      text: [
        `Hallo ${input.name},`,
        '',
        `Je bent aangemeld voor "${event.title}" van ${event.organiser.name}.`,
        `Wanneer: ${dutchMoment(event.startsAt)}`,
        `Waar: ${event.location}`,
        '',
        'Het evenement zit als agenda-bestand (.ics) bij deze e-mail. Meer informatie:',
        link,
        '',
        'Kun je niet komen? Meld je af via deze link, dan gaat je plaats naar een ander:',
        cancelLink,
      ].join('\n'),
      secrets: [cancelLink, token],
      attachments: [
        {
          filename: 'evenement.ics',
          content: eventIcs(event, ctx.publicUrl, new Date()),
          contentType: 'text/calendar; charset=utf-8',
        },
      ],
    });
    return locked.capacity - taken - 1;
  });
  return { id, placesLeft };
}

export { PLATFORM_ORGANISER_ID };
