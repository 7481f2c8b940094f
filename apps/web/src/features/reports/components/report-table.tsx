import type { PlatformMetric } from '@platform/core';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useReportsTexts } from '../texts.ts';

interface ReportTableProps<M extends PlatformMetric> {
  metrics: readonly M[];
  days: Array<Record<M, number> & { day: string }>;
}

/** The figures per day, newest first: the numbers behind the chart, and the same as the CSV. */
export function ReportTable<M extends PlatformMetric>({ metrics, days }: ReportTableProps<M>) {
  const { t } = useReportsTexts();
  return (
    <ScrollRegion label={t('reports.perDay')}>
      <Table aria-label={t('reports.perDay')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('reports.day')}</TableHead>
            {metrics.map((metric) => (
              <TableHead key={metric}>{t(`reports.metrics.${metric as PlatformMetric}`)}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {[...days].reverse().map((day) => (
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
