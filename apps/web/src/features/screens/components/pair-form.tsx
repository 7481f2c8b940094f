import { PairInputSchema } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { pairScreen } from '../api/pair-screen.ts';

export function PairForm({ onPaired }: { onPaired(token: string): void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="mx-auto mt-24 flex max-w-sm flex-col gap-4 rounded-xl bg-zinc-900 p-6 text-zinc-100"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = PairInputSchema.safeParse({ code });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setBusy(true);
        try {
          onPaired((await pairScreen(parsed.data.code)).token);
        } catch (caught) {
          setError(caught instanceof Error ? caught.message : String(caught));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h1 className="text-2xl font-bold">{t('screens.pairTitle')}</h1>
      <p className="text-sm text-zinc-400">{t('screens.pairIntro')}</p>
      <Field
        label={t('screens.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoComplete="off"
      />
      <Button type="submit" disabled={busy}>
        {t('screens.pair')}
      </Button>
    </form>
  );
}
