import type { OpeningHoursException } from '@platform/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow } from '../../../components/ui/table.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';

/** An exception in words: its date or dates ("za 26 dec", "… t/m …") and its hours or "Gesloten". */
export function describeException(exception: OpeningHoursException, t: TFunction): { when: string; hours: string } {
  const from = formatCalendarDay(exception.from);
  return {
    when: exception.to === exception.from ? from : t('hoursExceptions.range', { from, to: formatCalendarDay(exception.to) }),
    hours:
      exception.periods.length === 0
        ? t('hoursExceptions.closedAllDay')
        : exception.periods.map((period) => `${period.open}–${period.close}`).join(', '),
  };
}

/**
 * "Afwijkende openingstijden": a place's holidays, closures and special hours of the coming days (the server sends
 * the upcoming ones, ADR 034); nothing when there are none.
 */
export function OpeningHoursExceptionsList({ exceptions }: { exceptions: readonly OpeningHoursException[] }) {
  const { t } = useTranslation();
  if (exceptions.length === 0) return null;
  return (
    <section aria-labelledby="hours-exceptions" className="mt-3">
      <h3 id="hours-exceptions" className="mb-1 text-sm font-semibold">
        {t('hoursExceptions.title')}
      </h3>
      <Table>
        <TableBody>
          {exceptions.map((exception) => {
            const { when, hours } = describeException(exception, t);
            return (
              <TableRow key={exception.from} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
                <TableHead scope="row" className="py-1 pr-4 text-left font-normal">
                  {when}
                  {exception.label ? <span className="block text-xs text-zinc-500">{exception.label}</span> : null}
                </TableHead>
                <TableCell className="py-1 text-right">{hours}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
