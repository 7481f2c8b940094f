import type { EventOwnerKind } from '@platform/core';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { useUpcomingEvents } from '../api/events.ts';
import { useEventsTexts } from '../texts.ts';
import { EventWhen } from './event-when.tsx';

/** The upcoming events of one organiser, for its public page; nothing when it has none. */
export function EventList({ kind, id }: { kind: EventOwnerKind; id: string }) {
  const { t } = useEventsTexts();
  const events = useUpcomingEvents(kind, id);
  if (!events.data?.length) return null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`events-${id}`}>
      <h2 id={`events-${id}`} className="text-xl font-semibold">
        {t('events.upcoming')}
      </h2>
      <ul className="flex flex-col gap-3">
        {events.data.map((event) => (
          <li key={event.id}>
            <Card className="flex flex-col gap-1">
              <h3 className="font-semibold">
                <Link to={`/event/${event.id}`} className="hover:underline">
                  {event.title}
                </Link>
              </h3>
              <p className="text-sm text-zinc-600 dark:text-zinc-300">
                <EventWhen event={event} /> · {event.location}
              </p>
              <p className="text-sm text-zinc-500">
                {event.placesLeft > 0 ? t('events.placesLeft', { count: event.placesLeft }) : t('events.full')}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
