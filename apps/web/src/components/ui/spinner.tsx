import { useTranslation } from 'react-i18next';
import { AppReadyMark, useHydratingServerHtml } from '../../lib/hydration.ts';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-3 p-8 text-zinc-500">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-zinc-300 border-t-brand" aria-hidden="true" />
      <span>{label ?? t('app.loading')}</span>
    </div>
  );
}

/**
 * Full-height loading state for guards and lazy pages. Hydrated from the server's HTML it is the page for now: the
 * account is held back until the app is ready (ADR 084), so a guard waiting for it marks the app ready here.
 */
export function LoadingScreen({ label }: { label?: string }) {
  const hydrating = useHydratingServerHtml();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
      {hydrating ? <AppReadyMark /> : null}
    </div>
  );
}
