import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordInputSchema } from '@platform/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showApiErrors } from '../../../lib/show-api-errors.ts';
import { useChangePassword, useRevokeOtherSessions } from '../api/account-api.ts';

/** Change the password (ending other sessions by default) and sign out everywhere else. */
export function SecurityPanel() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const revoke = useRevokeOtherSessions();
  const form = useForm({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '', revokeOtherSessions: true },
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      toast.success(input.revokeOtherSessions ? t('security.changedAndSignedOut') : t('security.changed'));
      form.reset();
    } catch (error) {
      showApiErrors(error, form.setError, ['currentPassword', 'newPassword']);
    }
  });

  async function signOutOthers() {
    try {
      await revoke.mutateAsync();
      toast.success(t('security.othersSignedOut'));
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  const errors = form.formState.errors;
  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">{t('security.changeTitle')}</h2>
        <Field
          label={t('security.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <Field
          label={t('security.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <Checkbox label={t('security.revokeOnChange')} {...form.register('revokeOtherSessions')} />
        <div>
          <SubmitButton pending={change.isPending}>{t('security.change')}</SubmitButton>
        </div>
      </form>
      <section className="flex flex-col gap-3" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="text-lg font-semibold">
          {t('security.sessionsTitle')}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('security.sessionsText')}</p>
        <div>
          <Button variant="secondary" onClick={() => void signOutOthers()} disabled={revoke.isPending}>
            {revoke.isPending ? t('app.busy') : t('security.signOutOthers')}
          </Button>
        </div>
      </section>
    </div>
  );
}
