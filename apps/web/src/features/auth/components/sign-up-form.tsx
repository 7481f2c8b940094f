import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpInputSchema } from '@platform/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showApiErrors } from '../../../lib/show-api-errors.ts';
import { useSignUp } from '../api/auth-mutations.ts';

const FIELDS = ['email', 'password', 'firstName', 'lastName', 'birthDate'] as const;

export function SignUpForm({ onSignedUp }: { onSignedUp(): void }) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(SignUpInputSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '', birthDate: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await signUp.mutateAsync(input);
      onSignedUp();
    } catch (error) {
      showApiErrors(error, form.setError, FIELDS);
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
      <SubmitButton pending={signUp.isPending}>{t('auth.submitSignUp')}</SubmitButton>
    </form>
  );
}
