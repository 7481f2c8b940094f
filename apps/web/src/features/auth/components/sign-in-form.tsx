import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSignIn } from '../api/sign-in.ts';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

/** The schema loads with the form's first check, not with the page (ADR 082). */
const loadSchema = () => import('@platform/core/account').then((module) => module.SignInInputSchema);

export function SignInForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useZodForm(loadSchema, { email: '', password: '' });

  return (
    <Form
      form={form}
      onSubmit={async (input) => {
        setUnconfirmed(null);
        await signIn.mutateAsync(input);
        onSignedIn();
      }}
      // The right password of an unconfirmed address (ADR 060): the server mailed a new link; say so and offer another.
      onServerError={(error) => {
        if (!(error instanceof ApiRequestError && error.body.code === 'EMAIL_NOT_VERIFIED')) return false;
        setUnconfirmed(form.getValues('email'));
        return true;
      }}
      className="flex flex-col gap-4"
    >
      {unconfirmed ? <VerifyEmailNotice email={unconfirmed} text={t('auth.verifyNeeded', { email: unconfirmed })} /> : null}
      <FormField name="email" label={t('auth.email')} type="email" autoComplete="email" />
      <FormField name="password" label={t('auth.password')} type="password" autoComplete="current-password" />
      <SubmitButton pending={signIn.isPending}>{t('auth.submitSignIn')}</SubmitButton>
    </Form>
  );
}
