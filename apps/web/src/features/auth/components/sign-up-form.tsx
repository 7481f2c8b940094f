import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpInputSchema } from '@platform/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showApiErrors } from '../../../lib/show-api-errors.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useSignUp } from '../api/sign-up.ts';

const FIELDS = ['email', 'password', 'firstName', 'lastName', 'birthDate'] as const;

export function SignUpForm({ onSignedUp }: { onSignedUp(): void }) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const signIn = useSignIn();
  const [notSignedIn, setNotSignedIn] = useState(false);
  const form = useForm({
    resolver: zodResolver(SignUpInputSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '', birthDate: '' },
  });
  const { errors } = form.formState;

  // Sign-up answers alike whether the address is new or known and opens no session (ADR 017): sign in next.
  // Only a known address with another password fails here; its holder got an e-mail.
  const submit = form.handleSubmit(async (input) => {
    setNotSignedIn(false);
    try {
      await signUp.mutateAsync(input);
    } catch (error) {
      showApiErrors(error, form.setError, FIELDS);
      return;
    }
    try {
      await signIn.mutateAsync({ email: input.email, password: input.password });
      onSignedUp();
    } catch {
      setNotSignedIn(true);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('auth.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <Field
          label={t('auth.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <Field
        label={t('auth.birthDate')}
        type="date"
        autoComplete="bday"
        error={errors.birthDate?.message}
        {...form.register('birthDate')}
      />
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {notSignedIn ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {t('auth.signUpNotSignedIn')}
        </p>
      ) : null}
      <SubmitButton pending={signUp.isPending || signIn.isPending}>{t('auth.submitSignUp')}</SubmitButton>
    </form>
  );
}
