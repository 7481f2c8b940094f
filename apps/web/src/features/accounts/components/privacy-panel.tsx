import { type DeleteAccountInput, DeleteAccountInputSchema, type Me } from '@platform/core';
import { Download } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { toast } from '../../../lib/toast.ts';
import { AiPrivacySection } from '../../ai-admin/index.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { EXPORT_URL } from '../api/export-data.ts';
import { useAccountsTexts } from '../texts.ts';

/** AVG rights: a JSON export of my data, and deleting my account after typing my e-mail address. */
export function PrivacyPanel({ me }: { me: Me }) {
  const { t } = useAccountsTexts();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useZodForm(DeleteAccountInputSchema, { confirmEmail: '' });

  const submit = async (input: DeleteAccountInput) => {
    await remove.mutateAsync(input);
    toast.success(t('privacy.deleted'));
    navigate('/', { replace: true });
  };

  return (
    <div className="flex flex-col gap-8">
      <AiPrivacySection />
      <section className="flex flex-col gap-3" aria-labelledby="export-title">
        <h2 id="export-title" className="text-lg font-semibold">
          {t('privacy.exportTitle')}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('privacy.exportText')}</p>
        <div>
          <a href={EXPORT_URL} download className={buttonClass('secondary')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('privacy.export')}
          </a>
        </div>
      </section>
      <Form
        form={form}
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-lg border border-red-300 p-4 dark:border-red-900"
        aria-labelledby="delete-title"
      >
        <h2 id="delete-title" className="text-lg font-semibold text-red-700 dark:text-red-400">
          {t('privacy.deleteTitle')}
        </h2>
        <p className="text-sm">{t('privacy.deleteRemoves')}</p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('privacy.deleteKeeps')}</p>
        <FormField
          name="confirmEmail"
          label={t('privacy.confirmEmail', { email: me.user.email })}
          type="email"
          autoComplete="off"
        />
        <div>
          <Button type="submit" variant="danger" disabled={remove.isPending} aria-busy={remove.isPending}>
            {remove.isPending ? t('app.busy') : t('privacy.delete')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
