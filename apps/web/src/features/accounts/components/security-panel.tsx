import { type ChangePasswordInput, ChangePasswordInputSchema } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormCheckbox, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';

/** Change the password (ending other sessions by default) and sign out everywhere else. */
export function SecurityPanel() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const revoke = useRevokeOtherSessions();
  const form = useZodForm(ChangePasswordInputSchema, { currentPassword: '', newPassword: '', revokeOtherSessions: true });

  const submit = async (input: ChangePasswordInput) => {
    await change.mutateAsync(input);
    toast.success(input.revokeOtherSessions ? t('security.changedAndSignedOut') : t('security.changed'));
    form.reset();
  };

  async function signOutOthers() {
    try {
      await revoke.mutateAsync();
      toast.success(t('security.othersSignedOut'));
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">{t('security.changeTitle')}</h2>
        <FormField name="currentPassword" label={t('security.currentPassword')} type="password" autoComplete="current-password" />
        <FormField name="newPassword" label={t('security.newPassword')} type="password" autoComplete="new-password" />
        <FormCheckbox name="revokeOtherSessions" label={t('security.revokeOnChange')} />
        <div>
          <SubmitButton pending={change.isPending}>{t('security.change')}</SubmitButton>
        </div>
      </Form>
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
