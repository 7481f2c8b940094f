import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { useReportsTexts } from '../texts.ts';

/**
 * /afmelden/:token: the unsubscribe link of the weekly summary. One click on the button ends it, with
 * no login; the button (not the page load) unsubscribes, so a mail scanner opening the link changes nothing.
 */
export function UnsubscribePage() {
  const { t } = useReportsTexts();
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  return (
    <Page title={t('reports.unsubscribe.title')}>
      <h1 className="mb-4 text-3xl font-bold">{t('reports.unsubscribe.title')}</h1>
      <Card className="flex max-w-xl flex-col gap-4">
        {unsubscribe.isSuccess ? (
          <p role="status">{t('reports.unsubscribe.done')}</p>
        ) : (
          <>
            <p>{t('reports.unsubscribe.text')}</p>
            <div>
              <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
                {unsubscribe.isPending ? t('reports.unsubscribe.busy') : t('reports.unsubscribe.button')}
              </Button>
            </div>
            {unsubscribe.isError ? (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200">
                {unsubscribe.error instanceof Error ? unsubscribe.error.message : String(unsubscribe.error)}{' '}
                {t('reports.unsubscribe.invalidHint')}
              </p>
            ) : null}
          </>
        )}
        <Link to="/report-manager" className="text-brand underline">
          {t('reports.unsubscribe.settings')}
        </Link>
      </Card>
    </Page>
  );
}
