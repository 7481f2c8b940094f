import type { PlannerWeek } from '@platform/core';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { useStaffPlannerTexts } from '../texts.ts';

/** Every Arbeidstijdenwet warning of the week: what is wrong, the rule and its source, and a proposed fix. */
export function WarningsList({ week }: { week: PlannerWeek }) {
  const { t } = useStaffPlannerTexts();
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t('planner.warnings.title')}</h2>
      {week.warnings.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
          <CheckCircle2 className="h-4 w-4 text-green-700" aria-hidden="true" />
          {t('planner.warnings.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('planner.warnings.title')}>
          {week.warnings.map((warning) => (
            <li
              key={`${warning.rule}-${warning.employeeId}-${warning.shiftId ?? warning.date}`}
              className="rounded-md border border-red-200 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40"
            >
              <p className="flex gap-2 font-medium text-red-800 dark:text-red-200">
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <span>
                  {formatCalendarDay(warning.date)}: {warning.message}
                </span>
              </p>
              <p className="mt-1">
                <span className="font-medium">{t('planner.warnings.rule')}</span> {warning.title} — {warning.citation} (
                <a href={warning.source} target="_blank" rel="noreferrer" className="underline">
                  {t('planner.warnings.source')}
                </a>
                )
              </p>
              <p className="mt-1">
                <span className="font-medium">{t('planner.warnings.fix')}</span> {warning.fix}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
