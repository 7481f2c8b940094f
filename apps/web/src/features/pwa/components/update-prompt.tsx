import { RefreshCw } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { pwaState } from '../pwa-state.ts';

/** A new version is ready: the user chooses when to refresh, so nothing they are typing is lost. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { needRefresh, update } = useSyncExternalStore(pwaState.subscribe, pwaState.get, pwaState.get);
  const [busy, setBusy] = useState(false);
  if (!needRefresh || !update) return null;
  return (
    <section
      role="alert"
      className="fixed inset-x-3 top-3 z-50 flex items-center gap-3 rounded-lg border border-zinc-200 bg-white p-3 shadow-lg sm:left-auto sm:right-4 sm:w-96 dark:border-zinc-700 dark:bg-zinc-900"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-brand" />
      <p className="flex-1 text-sm">{t('pwa.updateReady')}</p>
      <Button
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void update();
        }}
      >
        {t('pwa.refresh')}
      </Button>
      <Button variant="ghost" onClick={() => pwaState.set({ needRefresh: false })}>
        {t('pwa.later')}
      </Button>
    </section>
  );
}
