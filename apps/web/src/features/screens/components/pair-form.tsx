import { PairInputSchema } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { pairScreen } from '../api/pair-screen.ts';

export function PairForm({ onPaired }: { onPaired(token: string): void }) {
  const { t } = useTranslation();
  const form = useZodForm(PairInputSchema, { code: '' });
  return (
    <Form
      form={form}
      onSubmit={async ({ code }) => onPaired((await pairScreen(code)).token)}
      // A TV has no toasts in view: every failure, whatever its issues, shows under the code.
      onServerError={(error) => {
        form.setError('code', { type: 'server', message: errorMessage(error) });
        return true;
      }}
      className="mx-auto mt-24 flex max-w-sm flex-col gap-4 rounded-xl bg-zinc-900 p-6 text-zinc-100"
    >
      <h1 className="text-2xl font-bold">{t('screens.pairTitle')}</h1>
      <p className="text-sm text-zinc-400">{t('screens.pairIntro')}</p>
      <FormField name="code" label={t('screens.code')} autoComplete="off" />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('screens.pair')}
      </Button>
    </Form>
  );
}
