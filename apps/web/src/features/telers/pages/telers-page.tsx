import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useTelers } from '../api/get-telers.ts';
import { TelerCard } from '../components/teler-card.tsx';

/** /telers and /telers/{plaats}. */
export function TelersPage() {
  const { t } = useTranslation();
  const { plaats } = useParams();
  const telers = useTelers(plaats);
  const place = telers.data?.[0]?.plaats ?? plaats;
  const title = plaats ? t('telers.inPlace', { plaats: place }) : t('telers.title');
  // A town without telers is no page: the server answers 404 for it (ADR 088), so the app says so too.
  if (plaats && telers.data?.length === 0) return <NotFoundPage />;
  return (
    <Page title={title} wide>
      {plaats ? (
        <Link to="/telers" className="text-sm text-brand underline">
          {t('telers.all')}
        </Link>
      ) : null}
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('telers.intro')}</p>
      <QueryState query={telers}>
        {(data) =>
          data.length === 0 ? (
            <p className="text-zinc-500">{t('telers.empty')}</p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((teler) => (
                <TelerCard key={teler.id} teler={teler} />
              ))}
            </div>
          )
        }
      </QueryState>
    </Page>
  );
}
