import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatMonth, formatPercent } from '../../../lib/format.ts';
import { useAnalytics } from '../api/get-analytics.ts';

/** Real figures: submissions per month (bars), approval rate and average score. */
export function AnalyticsTab() {
  const { t } = useTranslation();
  const { data, isPending, isError, error } = useAnalytics();
  if (isPending) return <Spinner />;
  if (isError) return <p role="alert">{error.message}</p>;
  if (data.months.length === 0) return <p className="text-zinc-500">{t('community.analytics.none')}</p>;
  const max = Math.max(...data.months.map((month) => month.submitted), 1);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card>
        <p className="text-sm text-zinc-500">{t('community.analytics.approvalRate')}</p>
        <p className="text-3xl font-semibold">{data.approvalRate === null ? '—' : formatPercent(data.approvalRate)}</p>
      </Card>
      <Card>
        <p className="text-sm text-zinc-500">{t('community.analytics.averageScore')}</p>
        <p className="text-3xl font-semibold">{data.averageScore === null ? '—' : formatPercent(data.averageScore)}</p>
      </Card>
      <Card className="md:col-span-3">
        <h2 className="mb-3 font-semibold">{t('community.analytics.perMonth')}</h2>
        <Table>
          <TableHeader className="sr-only">
            <TableRow>
              <TableHead>{t('community.analytics.month')}</TableHead>
              <TableHead>{t('community.analytics.submitted')}</TableHead>
              <TableHead>{t('community.analytics.approved')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.months.map((month) => (
              <TableRow key={month.month}>
                <TableCell className="w-28 py-1 pr-3">{formatMonth(`${month.month}-01T12:00:00`)}</TableCell>
                <TableCell className="py-1">
                  <div
                    className="h-4 rounded bg-brand"
                    style={{ width: `${(month.submitted / max) * 100}%` }}
                    aria-hidden="true"
                  />
                </TableCell>
                <TableCell className="w-40 py-1 pl-3 text-right">
                  {month.submitted} {t('community.analytics.submitted').toLowerCase()} · {month.approved}{' '}
                  {t('community.analytics.approved').toLowerCase()}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
