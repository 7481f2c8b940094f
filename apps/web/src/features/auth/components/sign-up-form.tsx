import { type SignUpInput, SignUpInputSchema } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { useSignUp } from '../api/sign-up.ts';

export function SignUpForm({ onSignedUp }: { onSignedUp(): void }) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const signIn = useSignIn();
  const [notSignedIn, setNotSignedIn] = useState(false);
  const form = useZodForm(SignUpInputSchema, { email: '', password: '', firstName: '', lastName: '', birthDate: '' });

  // Sign-up answers alike whether the address is new or known and opens no session (ADR 017): sign in next.
  // Only a known address with another password fails here (Form puts its issues on the fields); its holder got an e-mail.
  const submit = async (input: SignUpInput) => {
    setNotSignedIn(false);
    await signUp.mutateAsync(input);
    try {
      await signIn.mutateAsync({ email: input.email, password: input.password });
      onSignedUp();
    } catch {
      setNotSignedIn(true);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="firstName" label={t('auth.firstName')} autoComplete="given-name" />
        <FormField name="lastName" label={t('auth.lastName')} autoComplete="family-name" />
      </div>
      <FormField name="birthDate" label={t('auth.birthDate')} type="date" autoComplete="bday" />
      <FormField name="email" label={t('auth.email')} type="email" autoComplete="email" />
      <FormField name="password" label={t('auth.password')} type="password" autoComplete="new-password" />
      {notSignedIn ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {t('auth.signUpNotSignedIn')}
        </p>
      ) : null}
      <SubmitButton pending={signUp.isPending || signIn.isPending}>{t('auth.submitSignUp')}</SubmitButton>
    </Form>
  );
}
