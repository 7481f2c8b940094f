import type { PlaceReport } from '@platform/core';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useReportsTexts } from '../texts.ts';
import { reportMetrics } from './report-summary.tsx';

/** The figures per day: the numbers behind the chart, and the same as the CSV. */
export function ReportTable({ report }: { report: PlaceReport }) {
  const { t } = useReportsTexts();
  const metrics = reportMetrics(report);
  return (
    <ScrollRegion label={t('reports.perDay')}>
      <Table aria-label={t('reports.perDay')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('reports.day')}</TableHead>
            {metrics.map((metric) => (
              <TableHead key={metric}>{t(`reports.metrics.${metric}`)}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {[...report.days].reverse().map((day) => (
            <TableRow key={day.day}>
              <TableCell>{formatDate(day.day)}</TableCell>
              {metrics.map((metric) => (
                <TableCell key={metric}>{formatNumber(day[metric])}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
