import { addDays, type PlannerEmployee, type PlannerShift } from '@platform/core';
import { Send, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { BUTTON_BOX_COMPACT, Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { usePlannerWeek } from '../api/get-planner-week.ts';
import { useCopyWeek, usePublishWeek } from '../api/week-actions.ts';
import type { PlannerPlace } from '../hooks/use-planner-places.ts';
import { useStaffPlannerTexts } from '../texts.ts';
import { EmployeeDialog } from './employee-dialog.tsx';
import { HoursPanel } from './hours-panel.tsx';
import { RenewLinkButton } from './renew-link-button.tsx';
import { RequestsPanel } from './requests-panel.tsx';
import { ShiftDialog, type ShiftDraft } from './shift-dialog.tsx';
import { minutesText } from './shift-times.ts';
import { TemplatesPanel } from './templates-panel.tsx';
import { WarningsList } from './warnings-list.tsx';
import { WeekGrid } from './week-grid.tsx';
import { WeekPicker } from './week-picker.tsx';

/** The manager's side: pick a place and a week, plan on the grid, publish, decide requests, check hours and cost. */
export function PlannerBoard({ places, week, onWeek }: { places: PlannerPlace[]; week: string; onWeek(week: string): void }) {
  const { t } = useStaffPlannerTexts();
  const [chosen, setChosen] = useState('');
  const place = places.find((p) => `${p.kind}:${p.id}` === chosen) ?? (places[0] as PlannerPlace);
  const query = usePlannerWeek(place.kind, place.id, week);
  const copy = useCopyWeek(place.kind, place.id);
  const publish = usePublishWeek(place.kind, place.id);
  const [draft, setDraft] = useState<ShiftDraft | null>(null);
  const [employee, setEmployee] = useState<PlannerEmployee | 'new' | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-72">
          <SelectField
            label={t('planner.place')}
            value={`${place.kind}:${place.id}`}
            onChange={(event) => setChosen(event.target.value)}
          >
            {places.map((p) => (
              <option key={`${p.kind}:${p.id}`} value={`${p.kind}:${p.id}`}>
                {p.name} ({p.plaats})
              </option>
            ))}
          </SelectField>
        </div>
        <WeekPicker week={week} onChange={onWeek} />
      </div>
      <QueryState query={query}>
        {(data) => (
          <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="secondary" onClick={() => setEmployee('new')}>
                <UserPlus className="h-4 w-4" aria-hidden="true" />
                {t('planner.employee.add')}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" disabled={data.shifts.length === 0}>
                    {t('planner.week.copy')}
                  </Button>
                }
                title={t('planner.week.copyTitle')}
                description={t('planner.week.copyText')}
                confirm={t('planner.week.copy')}
                cancel={t('app.cancel')}
                onConfirm={() =>
                  copy.mutate(
                    { from: data.week, to: addDays(data.week, 7) },
                    {
                      onSuccess: (result) => {
                        toast.success(t('planner.week.copied', { copied: result.copied, skipped: result.skipped }));
                        onWeek(addDays(data.week, 7));
                      },
                      onError: (error) => toast.error(error.message),
                    },
                  )
                }
              />
              <Button
                disabled={data.unpublished === 0 || publish.isPending}
                onClick={() =>
                  publish.mutate(data.week, {
                    onSuccess: (result) =>
                      toast.success(t('planner.week.published', { count: result.published, mailed: result.mailed })),
                    onError: (error) => toast.error(error.message),
                  })
                }
              >
                <Send className="h-4 w-4" aria-hidden="true" />
                {data.unpublished === 0 ? t('planner.week.allPublished') : t('planner.week.publish', { count: data.unpublished })}
              </Button>
            </div>
            <Card className="flex flex-wrap gap-x-8 gap-y-2">
              <p>
                <span className="block text-sm text-zinc-600 dark:text-zinc-400">{t('planner.cost.label')}</span>
                <span className="text-2xl font-semibold tabular-nums" data-testid="labour-cost">
                  {formatEuro(data.costCents / 100)}
                </span>
                <span className="block text-xs text-zinc-500">{t('planner.cost.note', { percent: data.holidayPayPercent })}</span>
              </p>
              <p>
                <span className="block text-sm text-zinc-600 dark:text-zinc-400">{t('planner.cost.hours')}</span>
                <span className="text-2xl font-semibold tabular-nums">
                  {minutesText(data.totals.reduce((sum, x) => sum + x.plannedMinutes, 0))}
                </span>
              </p>
              <p>
                <span className="block text-sm text-zinc-600 dark:text-zinc-400">{t('planner.cost.warnings')}</span>
                <span className="text-2xl font-semibold tabular-nums">{data.warnings.length}</span>
              </p>
            </Card>
            {data.employees.length === 0 ? (
              <Card>
                <p>{t('planner.employee.none')}</p>
              </Card>
            ) : null}
            <WeekGrid
              week={data}
              onOpenShift={(shift: PlannerShift) => setDraft({ shift, employeeId: shift.employeeId, date: shift.date })}
              onAddShift={(employeeId, date) => setDraft({ employeeId, date })}
            />
            <WarningsList week={data} />
            <RequestsPanel week={data} />
            <HoursPanel week={data} />
            <TemplatesPanel week={data} />
            <Card>
              <h2 className="mb-3 text-lg font-semibold">{t('planner.employee.title')}</h2>
              <ul className="flex flex-col gap-2 text-sm">
                {data.employees.map((e) => (
                  <li key={e.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <span className="font-medium">{e.name}</span> · {e.role}
                      {e.skills.length ? ` · ${e.skills.join(', ')}` : ''} ·{' '}
                      {t('planner.employee.summary', {
                        hours: e.contractHours,
                        wage:
                          e.hourlyWageCents === null ? t('planner.employee.minimumWage') : formatEuro(e.hourlyWageCents / 100),
                      })}
                      {e.linked ? ` · ${t('planner.employee.linked')}` : ''}
                    </span>
                    <span className="flex flex-wrap gap-1">
                      <Button variant="ghost" box={BUTTON_BOX_COMPACT} onClick={() => setEmployee(e)}>
                        {t('planner.employee.edit', { name: e.name })}
                      </Button>
                      <RenewLinkButton kind={place.kind} placeId={place.id} employee={e} />
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
            {draft ? <ShiftDialog week={data} draft={draft} onClose={() => setDraft(null)} /> : null}
          </div>
        )}
      </QueryState>
      {employee ? (
        <EmployeeDialog
          kind={place.kind}
          placeId={place.id}
          employee={employee === 'new' ? undefined : employee}
          onClose={() => setEmployee(null)}
        />
      ) : null}
    </div>
  );
}
