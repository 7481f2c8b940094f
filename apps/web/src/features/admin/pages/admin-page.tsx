import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { OutboxTable } from '../components/outbox-table.tsx';

/** The admin panel shell; admin areas add their cards here as they land. */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('admin.title')} wide>
      <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">
        {t('admin.intro')}{' '}
        <a href="/api/docs" className="text-brand underline">
          {t('admin.apiDocs')}
        </a>
      </p>
      <Card>
        <OutboxTable />
      </Card>
    </Page>
  );
}
