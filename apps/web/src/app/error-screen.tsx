import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { AppReadyMark } from '../lib/hydration.ts';

/** The spec's error screen: heading, body, 'Probeer opnieuw' and 'Naar Home'. */
export function ErrorScreen({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">{t('errors.title')}</h1>
      <p className="text-zinc-600 dark:text-zinc-400">{t('errors.body')}</p>
      <div className="flex gap-3">
        <Button onClick={onRetry}>{t('errors.retry')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            window.location.assign('/');
          }}
        >
          {t('errors.home')}
        </Button>
      </div>
      {/* The page that failed never marks the app ready; this screen is what the visitor can use now. */}
      <AppReadyMark />
    </div>
  );
}
