import { type EventInput, EventInputSchema, type EventOwnerKind, type ManagedEvent } from '@platform/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Form, FormField, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useOrganiserEvents, useRemoveEvent, useSaveEvent } from '../api/events.ts';
import { useEventsTexts } from '../texts.ts';
import { EventWhen } from './event-when.tsx';

function defaults(event: ManagedEvent | null, initial: Partial<EventInput> = {}): EventInput {
  if (!event) {
    return { title: '', description: '', date: '', startTime: '20:00', endTime: '22:00', location: '', capacity: 50, ...initial };
  }
  const { title, description, date, startTime, endTime, location, capacity } = event;
  return { title, description, date, startTime, endTime, location, capacity };
}

/** A new event or a change to one; `initial` fills a new one (e.g. a text the assistant drafted). */
export function EventForm({
  kind,
  id,
  event,
  initial,
  onDone,
}: {
  kind: EventOwnerKind;
  id: string;
  event: ManagedEvent | null;
  initial?: Partial<EventInput>;
  onDone(): void;
}) {
  const { t } = useEventsTexts();
  const save = useSaveEvent(kind, id, event?.id ?? null);
  const form = useZodForm(EventInputSchema, defaults(event, initial));
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      aria-label={event ? t('events.manage.edit') : t('events.manage.new')}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast.success(t('events.manage.saved'));
        onDone();
      }}
    >
      <h3 className="font-semibold">{event ? t('events.manage.edit') : t('events.manage.new')}</h3>
      <FormField name="title" label={t('events.fields.title')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="date" type="date" label={t('events.fields.date')} />
        <FormField name="location" label={t('events.fields.location')} />
        <FormField name="startTime" type="time" label={t('events.fields.startTime')} />
        <FormField name="endTime" type="time" label={t('events.fields.endTime')} />
        <FormField name="capacity" type="number" min={1} inputMode="numeric" label={t('events.fields.capacity')} />
      </div>
      <FormTextarea name="description" rows={6} label={t('events.fields.description')} />
      <div className="flex gap-2">
        <SubmitButton pending={save.isPending}>{t('events.manage.save')}</SubmitButton>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('events.manage.cancel')}
        </Button>
      </div>
    </Form>
  );
}

function EventRow({ kind, id, event, onEdit }: { kind: EventOwnerKind; id: string; event: ManagedEvent; onEdit(): void }) {
  const { t } = useEventsTexts();
  const remove = useRemoveEvent(kind, id);
  return (
    <li className="flex flex-col gap-2 border-b border-zinc-200 py-3 last:border-0 dark:border-zinc-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <Link to={`/event/${event.id}`} className="font-medium hover:underline">
            {event.title}
          </Link>
          <p className="text-sm text-zinc-500">
            <EventWhen event={event} /> · {t('events.manage.signups', { count: event.signups.length, capacity: event.capacity })}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onEdit}>
            {t('events.manage.editButton')}
          </Button>
          <ConfirmDialog
            trigger={<Button variant="secondary">{t('events.manage.remove')}</Button>}
            title={t('events.manage.removeTitle', { title: event.title })}
            description={t('events.manage.removeDescription')}
            confirm={t('events.manage.remove')}
            cancel={t('events.manage.cancel')}
            onConfirm={() => remove.mutate(event.id, { onError: (error) => toast.error(error.message) })}
          />
        </div>
      </div>
      {event.signups.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer">{t('events.manage.showSignups')}</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {event.signups.map((signup) => (
              <li key={signup.id}>
                {signup.name} — <a href={`mailto:${signup.email}`}>{signup.email}</a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** An organiser's events with their sign-ups, and the form to add or change one. */
export function OrganiserEvents({ kind, id }: { kind: EventOwnerKind; id: string }) {
  const { t } = useEventsTexts();
  const events = useOrganiserEvents(kind, id);
  const [editing, setEditing] = useState<ManagedEvent | 'new' | null>(null);
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`organiser-events-${id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`organiser-events-${id}`} className="text-xl font-semibold">
          {t('events.manage.title')}
        </h2>
        {editing ? null : <Button onClick={() => setEditing('new')}>{t('events.manage.new')}</Button>}
      </div>
      {editing ? (
        <EventForm
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          id={id}
          event={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <QueryState query={events}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-zinc-500">{t('events.manage.empty')}</p>
          ) : (
            <ul>
              {list.map((event) => (
                <EventRow key={event.id} kind={kind} id={id} event={event} onEdit={() => setEditing(event)} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
