import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useTeler } from '../api/get-teler.ts';

/** /teler/{telerName}: a designated grower shows only facts (no advertising). */
export function TelerPage() {
  const { t } = useTranslation();
  const { telerName = '' } = useParams();
  const teler = useTeler(telerName);
  // An unknown or inactive teler: the server answered 404 too (ADR 088).
  if (isNotFound(teler.error)) return <NotFoundPage />;
  return (
    <Page title={teler.data?.naam ?? t('telers.title')}>
      <QueryState query={teler}>
        {(data) => (
          <div className="flex flex-col gap-4">
            {data.plaatsSlug ? (
              <Link to={`/telers/${data.plaatsSlug}`} className="text-sm text-brand underline">
                {t('telers.inPlace', { plaats: data.plaats })}
              </Link>
            ) : null}
            <h1 className="text-3xl font-bold">{data.naam}</h1>
            <p>
              {data.plaats}
              {data.provincie ? `, ${data.provincie}` : ''}
            </p>
            <div className="flex flex-wrap gap-2">
              {data.designatedGrower ? <Badge>{t('telers.designated')}</Badge> : null}
              {data.geverifieerd ? <Badge tone="brand">{t('telers.verified')}</Badge> : null}
              {data.licensieNummer ? <Badge>{t('telers.licence', { number: data.licensieNummer })}</Badge> : null}
            </div>
            {data.designatedGrower ? (
              <p role="note" className="text-sm text-zinc-600 dark:text-zinc-400">
                {t('telers.designatedNote')}
              </p>
            ) : (
              <Card className="flex flex-col gap-2">
                {data.beschrijving ? <p>{data.beschrijving}</p> : null}
                {data.specialiteiten.length > 0 ? (
                  <p className="text-sm">
                    {t('telers.specialities')}: {data.specialiteiten.join(', ')}
                  </p>
                ) : null}
                {data.website ? (
                  <a href={data.website} className="text-sm text-brand underline" rel="noreferrer" target="_blank">
                    {t('telers.website')}
                  </a>
                ) : null}
              </Card>
            )}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
