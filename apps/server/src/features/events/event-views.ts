import { BRANDS, dutchDate, dutchTime, type ManagedEvent, type PublicEvent } from '@platform/core';
import type { EventWithOrganiser } from './events.queries.ts';

function organiser(row: EventWithOrganiser): PublicEvent['organiser'] {
  const { event } = row;
  if (event.ownerKind === 'partner' && row.partner) {
    return { kind: 'partner', id: event.ownerId, name: row.partner.name, path: `/partners/${row.partner.slug}` };
  }
  if (event.ownerKind === 'coffeeshop' && row.shop) {
    return {
      kind: 'coffeeshop',
      id: event.ownerId,
      name: row.shop.name,
      path: `/coffeeshops/${row.shop.plaatsSlug}/${row.shop.slug}`,
    };
  }
  if (event.ownerKind === 'venue' && row.venue) {
    return { kind: 'venue', id: event.ownerId, name: row.venue.name, path: `/horeca/${row.venue.plaatsSlug}/${row.venue.slug}` };
  }
  return { kind: 'platform', id: null, name: BRANDS.cannabis.displayName, path: null };
}

export function toPublicEvent(row: EventWithOrganiser): PublicEvent {
  const { event } = row;
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    location: event.location,
    capacity: event.capacity,
    placesLeft: Math.max(0, event.capacity - row.taken),
    organiser: organiser(row),
  };
}

export function toManagedEvent(
  row: EventWithOrganiser,
  signups: Array<{ id: string; name: string; email: string; createdAt: Date }>,
): ManagedEvent {
  return {
    ...toPublicEvent(row),
    date: dutchDate(row.event.startsAt),
    startTime: dutchTime(row.event.startsAt),
    endTime: dutchTime(row.event.endsAt),
    signups: signups.map((signup) => ({ ...signup, createdAt: signup.createdAt.toISOString() })),
  };
}
