import type { MyRoster } from '@platform/core';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useClaimShift } from '../api/me.ts';
import { useStaffPlannerTexts } from '../texts.ts';

/** Open shifts of my places, each to request (ADR 060); the manager approves, like a swap. */
export function OpenShifts({ roster }: { roster: MyRoster }) {
  const { t } = useStaffPlannerTexts();
  const claim = useClaimShift();
  if (roster.openShifts.length === 0) return null;
  const mine = new Set(roster.employments.map((e) => e.employeeId));
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t('planner.mine.open')}</h2>
      <ul className="flex flex-col gap-2" aria-label={t('planner.mine.open')}>
        {roster.openShifts.map((shift) => {
          const request = roster.requests.find((r) => r.shiftId === shift.id && r.kind === 'claim' && r.status === 'pending');
          const time = `${shift.start}–${shift.end}`;
          return (
            <li
              key={shift.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
            >
              <span>
                <span className="font-medium">{formatCalendarDay(shift.date)}</span> <span className="tabular-nums">{time}</span>
                <span className="block text-sm text-zinc-600 dark:text-zinc-400">
                  {shift.placeName}
                  {shift.role ? ` · ${shift.role}` : ''}
                </span>
              </span>
              {request && mine.has(request.fromEmployeeId) ? (
                <Badge tone="warning">{t('planner.mine.claimPending')}</Badge>
              ) : new Date(shift.startsAt) > new Date() ? (
                <Button
                  variant="secondary"
                  className="min-h-11"
                  disabled={claim.isPending}
                  aria-label={t('planner.mine.claimLabel', { day: formatCalendarDay(shift.date), time })}
                  onClick={() =>
                    claim.mutate(
                      { shiftId: shift.id, body: {} },
                      {
                        onSuccess: () => toast.success(t('planner.mine.claimed')),
                        onError: (error) => toast.error(error.message),
                      },
                    )
                  }
                >
                  {t('planner.mine.claim')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-zinc-500">{t('planner.mine.openNote')}</p>
    </Card>
  );
}
