import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { useEvent } from '../api/events.ts';
import { EventWhen } from '../components/event-when.tsx';
import { useEventsTexts } from '../texts.ts';

/**
 * The form with the form library and its zod schema as a chunk of its own (bundle budget, ADR 087; the contact
 * page's pattern, ADR 082): the server's HTML shows it at once and the browser takes it over when its code is in
 * (the page is not marked ready until then, ADR 085).
 */
const SignupForm = lazyPage(() => import('../components/signup-form.tsx'), 'SignupForm');

/** /event/{eventId}: an event with its time, place and places left, the sign-up and the .ics download. */
export function EventPage() {
  const { t } = useEventsTexts();
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  if (isNotFound(event.error)) return <NotFoundPage />;
  return (
    <QueryState query={event}>
      {(data) => {
        const started = new Date(data.startsAt).getTime() <= Date.now();
        return (
          <Page title={data.title}>
            <article className="flex flex-col gap-4">
              <p className="text-sm text-zinc-500">
                {t('events.by')}{' '}
                {data.organiser.path ? (
                  <Link to={data.organiser.path} className="underline">
                    {data.organiser.name}
                  </Link>
                ) : (
                  data.organiser.name
                )}
              </p>
              <h1 className="text-3xl font-bold">{data.title}</h1>
              <Card className="grid gap-2 text-sm sm:grid-cols-3">
                <div>
                  <h2 className="font-semibold">{t('events.when')}</h2>
                  <EventWhen event={data} />
                </div>
                <div>
                  <h2 className="font-semibold">{t('events.where')}</h2>
                  <p>{data.location}</p>
                </div>
                <div>
                  <h2 className="font-semibold">{t('events.places')}</h2>
                  <p>{data.placesLeft > 0 ? t('events.placesLeft', { count: data.placesLeft }) : t('events.full')}</p>
                </div>
              </Card>
              <p className="whitespace-pre-line">{data.description}</p>
              <p>
                <a href={`/api/events/${data.id}/ics`} download className="text-brand underline">
                  {t('events.ics')}
                </a>
              </p>
              <Card>
                {started ? (
                  <p>{t('events.started')}</p>
                ) : data.placesLeft > 0 ? (
                  <Suspense fallback={<Spinner />}>
                    <SignupForm event={data} />
                  </Suspense>
                ) : (
                  <p>{t('events.fullLong')}</p>
                )}
              </Card>
            </article>
          </Page>
        );
      }}
    </QueryState>
  );
}
