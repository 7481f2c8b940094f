import type { TelerAdmin } from '@platform/core';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminTelers } from '../api/get-admin-telers.ts';
import { TelerForm } from '../components/teler-form.tsx';
import { useTelersTexts } from '../texts.ts';

type Editing = { teler: TelerAdmin | null } | null;

/** /admin/grower-manager: insert and update growers. */
export function GrowerManagerPage() {
  const { t } = useTelersTexts();
  const telers = useAdminTelers();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <Page title={t('growerManager.title')} wide>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('growerManager.title')}</h1>
          <p className="text-zinc-600 dark:text-zinc-400">{t('growerManager.intro')}</p>
        </div>
        <Button onClick={() => setEditing({ teler: null })}>{t('growerManager.add')}</Button>
      </div>
      {editing ? <TelerForm key={editing.teler?.id ?? 'new'} teler={editing.teler} onDone={() => setEditing(null)} /> : null}
      {telers.isPending ? <Spinner /> : null}
      {telers.isError ? <p role="alert">{telers.error.message}</p> : null}
      {telers.data?.length === 0 ? <p>{t('growerManager.empty')}</p> : null}
      <ul className="mt-4 flex flex-col gap-2">
        {telers.data?.map((teler) => (
          <li
            key={teler.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <span className="font-medium">{teler.naam}</span>
            <span className="text-sm text-zinc-500">{teler.plaats}</span>
            {teler.designatedGrower ? <Badge>{t('telers.designated')}</Badge> : null}
            {!teler.actief ? <Badge tone="warning">{t('growerManager.inactive')}</Badge> : null}
            <Button
              variant="secondary"
              className="ml-auto"
              onClick={() => setEditing({ teler })}
              aria-label={`${t('growerManager.edit')}: ${teler.naam}`}
            >
              {t('growerManager.edit')}
            </Button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
