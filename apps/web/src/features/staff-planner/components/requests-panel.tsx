import type { PlannerWeek } from '@platform/core';
import { BUTTON_BOX_SMALL, Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideAbsence, useDecideRequest } from '../api/decisions.ts';
import { useStaffPlannerTexts } from '../texts.ts';

/** Swap and give-away requests and leave requests waiting for the manager. */
export function RequestsPanel({ week }: { week: PlannerWeek }) {
  const { t } = useStaffPlannerTexts();
  const decideRequest = useDecideRequest(week.place.kind, week.place.id);
  const decideAbsence = useDecideAbsence(week.place.kind, week.place.id);
  const leave = week.absences.filter((a) => a.status === 'pending');
  const noted = week.absences.filter((a) => a.status === 'approved');
  const done = (approve: boolean) => ({
    onSuccess: () => toast.success(approve ? t('planner.requests.approved') : t('planner.requests.rejected')),
    onError: (error: Error) => toast.error(error.message),
  });
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t('planner.requests.title')}</h2>
      {week.requests.length === 0 && leave.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('planner.requests.none')}</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {week.requests.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {request.kind === 'swap'
                ? t('planner.requests.swap', { from: request.fromName, to: request.toName })
                : request.kind === 'claim'
                  ? t('planner.requests.claim', { from: request.fromName })
                  : t('planner.requests.giveaway', { from: request.fromName })}{' '}
              — {formatCalendarDay(request.shiftDate)} {request.shiftStart}–{request.shiftEnd}
              {request.note ? ` (“${request.note}”)` : ''}
            </span>
            <span className="flex gap-2">
              <Button
                box={BUTTON_BOX_SMALL}
                onClick={() => decideRequest.mutate({ itemId: request.id, approve: true }, done(true))}
              >
                {t('planner.requests.approve')}
              </Button>
              <Button
                variant="secondary"
                box={BUTTON_BOX_SMALL}
                onClick={() => decideRequest.mutate({ itemId: request.id, approve: false }, done(false))}
              >
                {t('planner.requests.reject')}
              </Button>
            </span>
          </li>
        ))}
        {leave.map((absence) => (
          <li key={absence.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {t('planner.requests.leave', {
                name: absence.name,
                from: formatCalendarDay(absence.from),
                to: formatCalendarDay(absence.to),
              })}
              {absence.note ? ` (“${absence.note}”)` : ''}
            </span>
            <span className="flex gap-2">
              <Button
                box={BUTTON_BOX_SMALL}
                onClick={() => decideAbsence.mutate({ itemId: absence.id, approve: true }, done(true))}
              >
                {t('planner.requests.approve')}
              </Button>
              <Button
                variant="secondary"
                box={BUTTON_BOX_SMALL}
                onClick={() => decideAbsence.mutate({ itemId: absence.id, approve: false }, done(false))}
              >
                {t('planner.requests.reject')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {noted.length > 0 ? (
        <>
          <h3 className="mt-4 mb-2 font-medium">{t('planner.requests.absent')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {noted.map((absence) => (
              <li key={absence.id}>
                {absence.name}:{' '}
                {absence.kind === 'leave' ? t('planner.requests.kindLeave') : t('planner.requests.kindUnavailable')}{' '}
                {formatCalendarDay(absence.from)} – {formatCalendarDay(absence.to)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
