import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordInputSchema } from '@platform/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Field } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showApiErrors } from '../../../lib/show-api-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(ResetPasswordInputSchema), defaultValues: { password: '' } });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
      toast.success(t('auth.resetDone'));
      onDone();
    } catch (error) {
      showApiErrors(error, form.setError, ['password']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton pending={reset.isPending}>{t('auth.submitReset')}</SubmitButton>
    </form>
  );
}
