import { addDays } from '@platform/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { useStaffPlannerTexts } from '../texts.ts';

/** The week shown: previous, next, and its Monday to Sunday. */
export function WeekPicker({ week, onChange }: { week: string; onChange(week: string): void }) {
  const { t } = useStaffPlannerTexts();
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="secondary"
        box="rounded-md px-2 py-2 text-sm"
        aria-label={t('planner.week.previous')}
        onClick={() => onChange(addDays(week, -7))}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      </Button>
      <p className="min-w-44 text-center text-sm font-medium" aria-live="polite">
        {t('planner.week.range', { from: formatCalendarDay(week), to: formatCalendarDay(addDays(week, 6)) })}
      </p>
      <Button
        variant="secondary"
        box="rounded-md px-2 py-2 text-sm"
        aria-label={t('planner.week.next')}
        onClick={() => onChange(addDays(week, 7))}
      >
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
