import { WEEKDAYS } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow } from '../../../components/ui/table.tsx';

export function OpeningHoursTable({ hours }: { hours: Record<string, Array<{ open: string; close: string }>> }) {
  const { t } = useTranslation();
  return (
    <Table>
      <caption className="sr-only">{t('coffeeshops.hours')}</caption>
      <TableBody>
        {WEEKDAYS.map((day) => {
          const periods = hours[day] ?? [];
          return (
            <TableRow key={day} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
              <TableHead scope="row" className="py-1 pr-4 text-left font-normal capitalize">
                {t(`coffeeshops.days.${day}`)}
              </TableHead>
              <TableCell className="py-1 text-right">
                {periods.length === 0
                  ? t('coffeeshops.closedDay')
                  : periods.map((period) => `${period.open}–${period.close}`).join(', ')}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
