import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online.ts';

/** The spec's offline banner, announced politely and gone again when the connection is back. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-50">
          <WifiOff aria-hidden="true" className="size-4" />
          {t('pwa.offline')}
        </p>
      )}
    </div>
  );
}
