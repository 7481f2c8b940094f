import { changePercent, type PlaceReport, type ReportMetric } from '@platform/core';
import { Card } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useReportsTexts } from '../texts.ts';

/** The figures a report shows: every place has page views and favourites, venues also reservations. */
export function reportMetrics(report: PlaceReport): ReportMetric[] {
  return report.reservations
    ? ['pageViews', 'visitors', 'favourites', 'reservations', 'covers', 'noShows']
    : ['pageViews', 'visitors', 'favourites'];
}

/** One card per figure: this period, the period before, and the change. */
export function ReportSummary({ report }: { report: PlaceReport }) {
  const { t } = useReportsTexts();
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label={t('reports.summary')}>
      {reportMetrics(report).map((metric) => {
        const current = report.totals[metric] ?? 0;
        const previous = report.previousTotals[metric] ?? 0;
        const change = changePercent(current, previous);
        return (
          <li key={metric}>
            <Card className="flex flex-col gap-1">
              <span className="text-sm text-zinc-600 dark:text-zinc-400">{t(`reports.metrics.${metric}`)}</span>
              <span className="text-3xl font-bold" data-metric={metric}>
                {formatNumber(current)}
              </span>
              <span className="text-sm text-zinc-600 dark:text-zinc-400">
                {change === null
                  ? t('reports.previousNone', { value: formatNumber(previous) })
                  : t('reports.previousChange', { value: formatNumber(previous), change: `${change > 0 ? '+' : ''}${change}` })}
              </span>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
