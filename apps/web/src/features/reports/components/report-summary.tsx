import { changePercent, type PlatformMetric } from '@platform/core';
import { Card } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useReportsTexts } from '../texts.ts';

interface ReportSummaryProps<M extends PlatformMetric> {
  metrics: readonly M[];
  totals: Partial<Record<M, number>>;
  previousTotals: Partial<Record<M, number>>;
}

/** One card per figure: this period, the period before, and the change. */
export function ReportSummary<M extends PlatformMetric>({ metrics, totals, previousTotals }: ReportSummaryProps<M>) {
  const { t } = useReportsTexts();
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label={t('reports.summary')}>
      {metrics.map((metric) => {
        const current = totals[metric] ?? 0;
        const previous = previousTotals[metric] ?? 0;
        const change = changePercent(current, previous);
        return (
          <li key={metric}>
            <Card className="flex flex-col gap-1">
              <span className="text-sm text-zinc-600 dark:text-zinc-400">{t(`reports.metrics.${metric as PlatformMetric}`)}</span>
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
