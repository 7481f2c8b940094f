import { EventSignupInputSchema, type PublicEvent } from '@platform/core';
import { useState } from 'react';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSignUpForEvent } from '../api/events.ts';
import { useEventsTexts } from '../texts.ts';

/** Name and address only: the confirmation (with the .ics) goes to that address. */
export function SignupForm({ event }: { event: PublicEvent }) {
  const { t } = useEventsTexts();
  const signUp = useSignUpForEvent(event.id);
  const form = useZodForm(EventSignupInputSchema, { name: '', email: '' });
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  if (done) {
    return (
      <p role="status" className="rounded-md bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        {t('events.signup.done', { email: done })}
      </p>
    );
  }
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      aria-label={t('events.signup.title')}
      onSubmit={async (values) => {
        setRefused(null);
        await signUp.mutateAsync(values);
        setDone(values.email);
      }}
      onServerError={(error) => {
        if (error instanceof ApiRequestError && error.status === 409) {
          setRefused(error.message);
          return true;
        }
        return false;
      }}
    >
      <h2 className="text-xl font-semibold">{t('events.signup.title')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="name" label={t('events.signup.name')} autoComplete="name" />
        <FormField name="email" type="email" label={t('events.signup.email')} autoComplete="email" />
      </div>
      <p className="text-sm text-zinc-500">{t('events.signup.privacy')}</p>
      {refused ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refused}
        </p>
      ) : null}
      <div>
        <SubmitButton pending={signUp.isPending}>{t('events.signup.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
