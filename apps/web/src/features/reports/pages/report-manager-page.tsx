import { addDays, dutchDate, REPORT_DEFAULT_DAYS, type ReportQuery, ReportQuerySchema } from '@platform/core';
import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { placeReportUrl, usePlaceReport } from '../api/get-place-report.ts';
import { ReportSummary } from '../components/report-summary.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { useReportPlaces } from '../hooks/use-report-places.ts';
import { useReportsTexts } from '../texts.ts';

// The chart library loads with the chart only (issue 20: charts only on these pages).
const ReportChart = lazy(() => import('../components/report-chart.tsx').then((module) => ({ default: module.ReportChart })));

function defaultRange(): ReportQuery {
  const today = dutchDate(new Date());
  return { from: addDays(today, 1 - REPORT_DEFAULT_DAYS), to: today };
}

/** /report-manager: per shop or venue, page views, favourites and reservations per day, beside the period before. */
export function ReportManagerPage() {
  const { t } = useReportsTexts();
  const { places, pending } = useReportPlaces();
  const [chosen, setChosen] = useState<string>('');
  const [range, setRange] = useState<ReportQuery>(defaultRange);
  const place = places.find((candidate) => `${candidate.kind}:${candidate.id}` === chosen) ?? places[0];
  const checked = ReportQuerySchema.safeParse(range);
  const report = usePlaceReport(place?.kind ?? 'venue', checked.success ? place?.id : undefined, range);
  const rangeError = checked.success ? undefined : checked.error.issues[0]?.message;

  return (
    <Page title={t('reports.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('reports.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('reports.intro')}</p>
      {pending ? (
        <Spinner />
      ) : !place ? (
        <Card>
          <p>{t('reports.noPlaces')}</p>
          <Link to="/onboarding/coffeeshop" className="text-brand underline">
            {t('reports.onboard')}
          </Link>
        </Card>
      ) : (
        <div className="flex flex-col gap-6">
          <form
            className="grid gap-3 sm:grid-cols-3"
            onSubmit={(event) => event.preventDefault()}
            aria-label={t('reports.filters')}
          >
            <SelectField
              label={t('reports.place')}
              value={`${place.kind}:${place.id}`}
              onChange={(event) => setChosen(event.target.value)}
            >
              {places.map((candidate) => (
                <option key={`${candidate.kind}:${candidate.id}`} value={`${candidate.kind}:${candidate.id}`}>
                  {candidate.name} ({candidate.plaats})
                </option>
              ))}
            </SelectField>
            <Field
              label={t('reports.from')}
              type="date"
              value={range.from}
              onChange={(event) => setRange({ ...range, from: event.target.value })}
            />
            <Field
              label={t('reports.to')}
              type="date"
              value={range.to}
              error={rangeError}
              onChange={(event) => setRange({ ...range, to: event.target.value })}
            />
          </form>
          {checked.success ? (
            <QueryState query={report}>
              {(data) => (
                <div className="flex flex-col gap-6" aria-busy={report.isFetching}>
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <p className="text-sm text-zinc-600 dark:text-zinc-400">
                      {t('reports.comparedWith', {
                        from: formatDate(data.previous.from),
                        to: formatDate(data.previous.to),
                      })}
                    </p>
                    <a href={placeReportUrl(place.kind, place.id, range, true)} className={buttonClass('secondary')} download>
                      <Download className="h-4 w-4" aria-hidden="true" />
                      {t('reports.csv')}
                    </a>
                  </div>
                  <ReportSummary report={data} />
                  <Suspense fallback={<Spinner />}>
                    <ReportChart report={data} />
                  </Suspense>
                  <ReportTable report={data} />
                </div>
              )}
            </QueryState>
          ) : null}
        </div>
      )}
    </Page>
  );
}
