import { type PlaceKindName, placeReportMetrics, type ReportQuery } from '@platform/core';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { placeReportUrl, usePlaceReport } from '../api/get-place-report.ts';
import { useReportsTexts } from '../texts.ts';
import { PopularDishes } from './popular-dishes.tsx';
import { ReportSummary } from './report-summary.tsx';
import { ReportTable } from './report-table.tsx';

// The chart library loads with the chart only (issue 20: charts only on these pages).
const ReportChart = lazy(() => import('./report-chart.tsx').then((module) => ({ default: module.ReportChart })));

/** One place's report: the summary cards, the chart, the popular dishes of a venue and the figures per day. */
export function PlaceReportView({ kind, id, range }: { kind: PlaceKindName; id: string; range: ReportQuery }) {
  const { t } = useReportsTexts();
  const report = usePlaceReport(kind, id, range);
  return (
    <QueryState query={report}>
      {(data) => {
        const metrics = placeReportMetrics(data);
        return (
          <div className="flex flex-col gap-6" aria-busy={report.isFetching}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {t('reports.comparedWith', { from: formatDate(data.previous.from), to: formatDate(data.previous.to) })}
              </p>
              <a href={placeReportUrl(kind, id, range, true)} className={buttonClass('secondary')} download>
                <Download className="h-4 w-4" aria-hidden="true" />
                {t('reports.csv')}
              </a>
            </div>
            <ReportSummary metrics={metrics} totals={data.totals} previousTotals={data.previousTotals} />
            {data.screens ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('reports.screenMenuViewsNote')}</p> : null}
            <Suspense fallback={<Spinner />}>
              <ReportChart report={data} />
            </Suspense>
            {data.reservations ? <PopularDishes dishes={data.dishes} /> : null}
            <ReportTable metrics={metrics} days={data.days} />
          </div>
        );
      }}
    </QueryState>
  );
}
