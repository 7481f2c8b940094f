import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelSignup, useCancelView } from '../api/events.ts';
import { EventWhen } from '../components/event-when.tsx';
import { useEventsTexts } from '../texts.ts';

/**
 * /event/{eventId}/afmelden?token=…: the cancel link of the confirmation mail (ADR 056). Shows whose sign-up for
 * which event, and cancels that one sign-up after a click (a mail scanner opening the link cancels nothing).
 */
export function CancelSignupPage() {
  const { t } = useEventsTexts();
  const { eventId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const view = useCancelView(eventId, token);
  const cancel = useCancelSignup(eventId);
  const [done, setDone] = useState<string | null>(null);
  const refusal = view.error instanceof ApiRequestError && view.error.status < 500 ? view.error.message : null;
  return (
    <Page title={t('events.cancel.title')}>
      <h1 className="mb-4 text-3xl font-bold">{t('events.cancel.title')}</h1>
      <Card className="flex flex-col gap-3">
        {!token ? (
          <p role="alert">{t('events.cancel.noToken')}</p>
        ) : done ? (
          <p role="status">{t('events.cancel.done', { title: done })}</p>
        ) : refusal ? (
          <p role="alert">{refusal}</p>
        ) : (
          <QueryState query={view}>
            {(data) => (
              <div className="flex flex-col gap-3">
                <p className="text-lg">{t('events.cancel.question', { name: data.name, title: data.event.title })}</p>
                <p className="text-sm text-zinc-600 dark:text-zinc-300">
                  <EventWhen event={data.event} /> · {data.event.location}
                </p>
                <p className="text-sm">{t('events.cancel.freed')}</p>
                <div>
                  <Button
                    disabled={cancel.isPending}
                    onClick={() =>
                      cancel.mutate(token, {
                        onSuccess: () => setDone(data.event.title),
                        onError: (error) => toast.error(error.message),
                      })
                    }
                  >
                    {t('events.cancel.submit')}
                  </Button>
                </div>
              </div>
            )}
          </QueryState>
        )}
        <Link to={`/event/${eventId}`} className="text-brand underline">
          {t('events.cancel.toEvent')}
        </Link>
      </Card>
    </Page>
  );
}
