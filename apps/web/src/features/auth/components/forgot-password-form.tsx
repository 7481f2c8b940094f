import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordInputSchema } from '@platform/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Field } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showApiErrors } from '../../../lib/show-api-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

export function ForgotPasswordForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(ForgotPasswordInputSchema), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async (input) => {
    try {
      await request.mutateAsync(input);
      toast.success(t('auth.resetSent'));
      onSent();
    } catch (error) {
      showApiErrors(error, form.setError, ['email']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton pending={request.isPending}>{t('auth.submitForgot')}</SubmitButton>
    </form>
  );
}
