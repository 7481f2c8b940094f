import { zodResolver } from '@hookform/resolvers/zod';
import { SignInInputSchema } from '@platform/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showApiErrors } from '../../../lib/show-api-errors.ts';
import { useSignIn } from '../api/sign-in.ts';

export function SignInForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const form = useForm({ resolver: zodResolver(SignInInputSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await signIn.mutateAsync(input);
      onSignedIn();
    } catch (error) {
      showApiErrors(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton pending={signIn.isPending}>{t('auth.submitSignIn')}</SubmitButton>
    </form>
  );
}
