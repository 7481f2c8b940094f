import type { MenuImportKind } from '@platform/core';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useAuth } from '../../auth/index.ts';
import { useImportSession } from '../hooks/use-import-session.ts';
import { itemsToCsv, SAMPLE_MENUS } from '../lib/sample-menus.ts';
import { useMenuImportTexts } from '../texts.ts';
import { ImportSteps } from './import-steps.tsx';

function download(csv: string) {
  // A BOM so Excel opens the accents right; the file never leaves the visitor's browser.
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'menu.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** The demo's import steps: a visitor's own file or a sample menu, read and reviewed, never saved. */
export function DemoImport({ kind }: { kind: MenuImportKind }) {
  const { t } = useMenuImportTexts();
  const { me } = useAuth();
  const session = useImportSession(kind);
  const samples = SAMPLE_MENUS.filter((sample) => sample.kind === kind);
  return (
    <ImportSteps
      session={session}
      kind={kind}
      beforeUpload={
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">{t('menuImport.demo.samplesTitle')}</p>
          <div className="flex flex-wrap gap-2">
            {samples.map((sample) => (
              <Button
                key={sample.id}
                variant="secondary"
                disabled={session.busy}
                onClick={() => void session.fromText(sample.text)}
              >
                {t(`menuImport.demo.samples.${sample.label}`)}
              </Button>
            ))}
          </div>
        </div>
      }
      actions={
        <div className="flex flex-col gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('menuImport.demo.notSaved')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={session.items.length === 0} onClick={() => download(itemsToCsv(session.items))}>
              {t('menuImport.demo.download')}
            </Button>
            <Link to={me ? '/menu-importeren' : '/auth'} className={buttonClass('primary')}>
              {me ? t('menuImport.demo.toImport') : t('menuImport.demo.signUp')}
            </Link>
          </div>
        </div>
      }
    />
  );
}
