import type { MenuImportKind } from '@platform/core';
import { Suspense, useState } from 'react';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { useMenuImportTexts } from '../texts.ts';

const KINDS: readonly MenuImportKind[] = ['coffeeshop', 'horeca'];

/**
 * The import steps with their review table, dialogs and the parsed menu's schemas as a chunk of their own (bundle
 * budget, ADR 087): the server's HTML shows them at once and holds the ready mark until their code is in (ADR 085).
 */
const DemoImport = lazyPage(() => import('../components/demo-import.tsx'), 'DemoImport');

/** /demo/menu-import: anyone tries the import on their own file or a sample menu; nothing is ever saved. */
export function DemoMenuImportPage() {
  const { t } = useMenuImportTexts();
  const [kind, setKind] = useState<MenuImportKind>('coffeeshop');
  return (
    <Page title={t('menuImport.demo.title')} wide>
      <h1 className="text-3xl font-bold">{t('menuImport.demo.title')}</h1>
      <p className="mt-2 mb-4 max-w-3xl text-zinc-700 dark:text-zinc-300">{t('menuImport.demo.intro')}</p>
      <p className="mb-4 rounded-md border border-zinc-200 bg-zinc-50 p-3 text-sm dark:border-zinc-700 dark:bg-zinc-900">
        {t('menuImport.demo.privacy')}
      </p>
      <TabList<MenuImportKind>
        label={t('menuImport.demo.kindLabel')}
        value={kind}
        options={KINDS}
        onChange={setKind}
        text={(value) => t(`menuImport.kinds.${value}`)}
        className="mb-4"
      />
      <Suspense fallback={<Spinner />}>
        <DemoImport key={kind} kind={kind} />
      </Suspense>
    </Page>
  );
}
