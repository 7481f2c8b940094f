import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { Page } from '../components/ui/page.tsx';
import { AppReadyMark } from '../lib/hydration.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Page title={t('notFound.title')}>
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-6xl font-bold text-brand">404</p>
        <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
        <p className="text-zinc-600 dark:text-zinc-400">{t('notFound.body', { path: pathname })}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t('notFound.home')}
        </Link>
      </div>
      {/* Not a lazy page (lazyPage marks those): this page marks the app ready itself. */}
      <AppReadyMark />
    </Page>
  );
}
