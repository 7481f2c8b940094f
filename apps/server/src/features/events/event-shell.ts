import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { PageShell } from '../../platform/page-meta.ts';
import { publicEvent } from './events.service.ts';

const EVENT_PATH = /^\/event\/([^/]+)\/?$/;

/**
 * The server HTML of an event page: its title and description, and schema.org `Event` JSON-LD (times, place,
 * organiser, places left); an unknown event or one of an organiser that is not public answers 404.
 */
export async function eventShell(c: Context<AppEnv>, pathname: string): Promise<PageShell | null> {
  const match = EVENT_PATH.exec(pathname);
  if (!match) return null;
  try {
    const event = await publicEvent(serviceContext(c), decodeURIComponent(match[1] ?? ''));
    const publicUrl = c.get('services').publicUrl;
    const online = /^online/i.test(event.location);
    return {
      meta: { title: `${event.title} — evenement`, description: event.description.slice(0, 160) },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description: event.description,
        startDate: event.startsAt,
        endDate: event.endsAt,
        url: `${publicUrl}/event/${event.id}`,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: online
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
        location: online
          ? { '@type': 'VirtualLocation', url: `${publicUrl}/event/${event.id}` }
          : { '@type': 'Place', name: event.location, address: event.location },
        organizer: { '@type': 'Organization', name: event.organiser.name },
        maximumAttendeeCapacity: event.capacity,
        remainingAttendeeCapacity: event.placesLeft,
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { status: 404 };
    if (error instanceof URIError) return { status: 404 };
    throw error;
  }
}
