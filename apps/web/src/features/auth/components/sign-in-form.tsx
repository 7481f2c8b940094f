import { SignInInputSchema } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSignIn } from '../api/sign-in.ts';

export function SignInForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const form = useZodForm(SignInInputSchema, { email: '', password: '' });

  return (
    <Form
      form={form}
      onSubmit={async (input) => {
        await signIn.mutateAsync(input);
        onSignedIn();
      }}
      className="flex flex-col gap-4"
    >
      <FormField name="email" label={t('auth.email')} type="email" autoComplete="email" />
      <FormField name="password" label={t('auth.password')} type="password" autoComplete="current-password" />
      <SubmitButton pending={signIn.isPending}>{t('auth.submitSignIn')}</SubmitButton>
    </Form>
  );
}
