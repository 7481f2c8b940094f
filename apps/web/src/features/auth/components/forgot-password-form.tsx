import { useTranslation } from 'react-i18next';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

/** The schema loads with the form's first check, not with the page (ADR 082). */
const loadSchema = () => import('@platform/core/account').then((module) => module.ForgotPasswordInputSchema);

export function ForgotPasswordForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useZodForm(loadSchema, { email: '' });

  return (
    <Form
      form={form}
      onSubmit={async (input) => {
        await request.mutateAsync(input);
        toast.success(t('auth.resetSent'));
        onSent();
      }}
      className="flex flex-col gap-4"
    >
      <FormField name="email" label={t('auth.email')} type="email" autoComplete="email" />
      <SubmitButton pending={request.isPending}>{t('auth.submitForgot')}</SubmitButton>
    </Form>
  );
}
