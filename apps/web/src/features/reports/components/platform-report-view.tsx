import { PLATFORM_METRICS, type ReportQuery } from '@platform/core';
import { Download } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { platformReportUrl, usePlatformReport } from '../api/get-platform-report.ts';
import { useReportsTexts } from '../texts.ts';
import { ReportSummary } from './report-summary.tsx';
import { ReportTable } from './report-table.tsx';

/** The platform's figures for admins: every place summed, sign-ups and places online, beside the period before. */
export function PlatformReportView({ range }: { range: ReportQuery }) {
  const { t } = useReportsTexts();
  const report = usePlatformReport(range, true);
  return (
    <QueryState query={report}>
      {(data) => (
        <div className="flex flex-col gap-6" aria-busy={report.isFetching}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {t('reports.comparedWith', { from: formatDate(data.previous.from), to: formatDate(data.previous.to) })}
            </p>
            <a href={platformReportUrl(range, true)} className={buttonClass('secondary')} download>
              <Download className="h-4 w-4" aria-hidden="true" />
              {t('reports.csv')}
            </a>
          </div>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('reports.platformNote')}</p>
          <ReportSummary metrics={PLATFORM_METRICS} totals={data.totals} previousTotals={data.previousTotals} />
          <ReportTable metrics={PLATFORM_METRICS} days={data.days} />
        </div>
      )}
    </QueryState>
  );
}
