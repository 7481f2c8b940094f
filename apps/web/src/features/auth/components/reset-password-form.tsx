import { useTranslation } from 'react-i18next';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';

/** The schema loads with the form's first check, not with the page (ADR 082). */
const loadSchema = () => import('@platform/core/account').then((module) => module.ResetPasswordInputSchema);

export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useZodForm(loadSchema, { password: '' });

  return (
    <Form
      form={form}
      onSubmit={async ({ password }) => {
        await reset.mutateAsync({ token, password });
        toast.success(t('auth.resetDone'));
        onDone();
      }}
      className="flex flex-col gap-4"
    >
      <FormField name="password" label={t('auth.newPassword')} type="password" autoComplete="new-password" />
      <SubmitButton pending={reset.isPending}>{t('auth.submitReset')}</SubmitButton>
    </Form>
  );
}
