import { AbsenceInputSchema, type MyRoster } from '@platform/core';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Form, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { formatCalendarDay, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useMyRoster } from '../api/get-my-roster.ts';
import { useAddAbsence, useClock } from '../api/me.ts';
import { useStaffPlannerTexts } from '../texts.ts';
import { CalendarLink } from './calendar-link.tsx';
import { OpenShifts } from './open-shifts.tsx';
import { type Employment, RequestDialog } from './request-dialog.tsx';
import { WeekPicker } from './week-picker.tsx';

type Shift = MyRoster['shifts'][number];

function AbsenceForm({ roster }: { roster: MyRoster }) {
  const { t } = useStaffPlannerTexts();
  const add = useAddAbsence();
  const form = useZodForm(AbsenceInputSchema, {
    employeeId: roster.employments[0]?.employeeId ?? '',
    kind: 'leave',
    from: roster.week,
    to: roster.week,
    note: '',
  });
  return (
    <Form
      form={form}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async (values) => {
        await add.mutateAsync(values);
        toast.success(values.kind === 'leave' ? t('planner.mine.leaveSent') : t('planner.mine.unavailableSent'));
        form.reset({ ...values, note: '' });
      }}
    >
      {roster.employments.length > 1 ? (
        <FormSelect name="employeeId" label={t('planner.place')}>
          {roster.employments.map((e) => (
            <option key={e.employeeId} value={e.employeeId}>
              {e.place.name}
            </option>
          ))}
        </FormSelect>
      ) : null}
      <FormSelect name="kind" label={t('planner.mine.absenceKind')}>
        <option value="leave">{t('planner.requests.kindLeave')}</option>
        <option value="unavailable">{t('planner.requests.kindUnavailable')}</option>
      </FormSelect>
      <FormField name="from" type="date" label={t('planner.mine.from')} />
      <FormField name="to" type="date" label={t('planner.mine.to')} />
      <FormField name="note" label={t('planner.mine.note')} />
      <div className="flex items-end">
        <SubmitButton pending={form.formState.isSubmitting}>{t('planner.mine.sendAbsence')}</SubmitButton>
      </div>
    </Form>
  );
}

const STATUS_TONE = { pending: 'warning', approved: 'brand', rejected: 'danger' } as const;

/** "Mijn rooster": what the signed-in employee works, with their personal calendar link and the clock. */
export function MyRosterView({ week, onWeek }: { week: string; onWeek(week: string): void }) {
  const { t } = useStaffPlannerTexts();
  const query = useMyRoster(week);
  const clock = useClock();
  const [asking, setAsking] = useState<Shift | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <WeekPicker week={week} onChange={onWeek} />
      </div>
      <QueryState query={query}>
        {(roster) =>
          roster.employments.length === 0 ? (
            <Card>
              <p>{t('planner.mine.none')}</p>
            </Card>
          ) : (
            <div className="flex flex-col gap-4">
              {roster.employments.map((employment) => (
                <Card key={employment.employeeId} className="flex flex-col gap-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="text-lg font-semibold">
                      {employment.place.name}{' '}
                      <span className="text-sm font-normal text-zinc-600 dark:text-zinc-400">· {employment.role}</span>
                    </h2>
                    <Button
                      variant={employment.clockedInSince ? 'danger' : 'primary'}
                      className="min-h-11"
                      disabled={clock.isPending}
                      onClick={() =>
                        clock.mutate(
                          { employeeId: employment.employeeId, direction: employment.clockedInSince ? 'out' : 'in' },
                          {
                            onSuccess: (result) =>
                              toast.success(result.clockedInSince ? t('planner.mine.clockedIn') : t('planner.mine.clockedOut')),
                            onError: (error) => toast.error(error.message),
                          },
                        )
                      }
                    >
                      <Clock className="h-4 w-4" aria-hidden="true" />
                      {employment.clockedInSince
                        ? t('planner.mine.clockOut', { since: formatTime(employment.clockedInSince) })
                        : t('planner.mine.clockIn')}
                    </Button>
                  </div>
                  <CalendarLink employment={employment} />
                </Card>
              ))}
              <Card>
                <h2 className="mb-3 text-lg font-semibold">{t('planner.mine.shifts')}</h2>
                {roster.shifts.length === 0 ? (
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('planner.mine.noShifts')}</p>
                ) : null}
                <ul className="flex flex-col gap-2" aria-label={t('planner.mine.shifts')}>
                  {roster.shifts.map((shift) => {
                    const employment = roster.employments.find((e) => e.employeeId === shift.employeeId);
                    const pending = roster.requests.some((r) => r.shiftId === shift.id && r.status === 'pending');
                    return (
                      <li
                        key={shift.id}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
                      >
                        <span>
                          <span className="font-medium">{formatCalendarDay(shift.date)}</span>{' '}
                          <span className="tabular-nums">
                            {shift.start}–{shift.end}
                          </span>
                          <span className="block text-sm text-zinc-600 dark:text-zinc-400">
                            {shift.placeName}
                            {shift.role ? ` · ${shift.role}` : ''}
                            {shift.breakMinutes ? ` · ${t('planner.templates.break', { minutes: shift.breakMinutes })}` : ''}
                          </span>
                        </span>
                        {pending ? (
                          <Badge tone="warning">{t('planner.mine.pending')}</Badge>
                        ) : employment && new Date(shift.startsAt) > new Date() ? (
                          <Button variant="secondary" onClick={() => setAsking(shift)}>
                            {t('planner.mine.swapOrGive')}
                          </Button>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </Card>
              <OpenShifts roster={roster} />
              {roster.requests.length > 0 || roster.absences.length > 0 ? (
                <Card>
                  <h2 className="mb-3 text-lg font-semibold">{t('planner.mine.requests')}</h2>
                  <ul className="flex flex-col gap-2 text-sm">
                    {roster.requests.map((r) => (
                      <li key={r.id} className="flex flex-wrap items-center gap-2">
                        <Badge tone={STATUS_TONE[r.status]}>{t(`planner.mine.status.${r.status}`)}</Badge>
                        {r.kind === 'swap'
                          ? t('planner.mine.swapTo', { name: r.toName })
                          : r.kind === 'claim'
                            ? t('planner.mine.claimKind')
                            : t('planner.mine.giveaway')}{' '}
                        — {r.shiftDate ? formatCalendarDay(r.shiftDate) : ''} {r.shiftStart}–{r.shiftEnd}
                      </li>
                    ))}
                    {roster.absences.map((a) => (
                      <li key={a.id} className="flex flex-wrap items-center gap-2">
                        <Badge tone={STATUS_TONE[a.status]}>{t(`planner.mine.status.${a.status}`)}</Badge>
                        {a.kind === 'leave' ? t('planner.requests.kindLeave') : t('planner.requests.kindUnavailable')}{' '}
                        {formatCalendarDay(a.from)} – {formatCalendarDay(a.to)}
                      </li>
                    ))}
                  </ul>
                </Card>
              ) : null}
              <Card>
                <h2 className="mb-3 text-lg font-semibold">{t('planner.mine.absenceTitle')}</h2>
                <AbsenceForm roster={roster} />
              </Card>
              {asking ? (
                <RequestDialog
                  shift={asking}
                  employment={
                    roster.employments.find((e) => e.employeeId === asking.employeeId) ?? (roster.employments[0] as Employment)
                  }
                  onClose={() => setAsking(null)}
                />
              ) : null}
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
