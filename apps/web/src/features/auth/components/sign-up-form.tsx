import type { SignUpInput } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

/** The schema loads with the form's first check, not with the page (ADR 082). */
const loadSchema = () => import('@platform/core/account').then((module) => module.SignUpInputSchema);

export function SignUpForm() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(loadSchema, { email: '', password: '', firstName: '', lastName: '', birthDate: '' });

  // Sign-up answers alike whether the address is new or known and opens no session (ADR 017). A new account
  // confirms its address by the mailed link first (ADR 060); a known address's holder got a mail about the attempt.
  const submit = async (input: SignUpInput) => {
    await signUp.mutateAsync(input);
    setSentTo(input.email);
  };

  if (sentTo) return <VerifyEmailNotice email={sentTo} text={t('auth.verifySent', { email: sentTo })} />;

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="firstName" label={t('auth.firstName')} autoComplete="given-name" />
        <FormField name="lastName" label={t('auth.lastName')} autoComplete="family-name" />
      </div>
      <FormField name="birthDate" label={t('auth.birthDate')} type="date" autoComplete="bday" />
      <FormField name="email" label={t('auth.email')} type="email" autoComplete="email" />
      <FormField name="password" label={t('auth.password')} type="password" autoComplete="new-password" />
      <SubmitButton pending={signUp.isPending}>{t('auth.submitSignUp')}</SubmitButton>
    </Form>
  );
}
