import { addDays, dutchDate, type PlannerWeek, type TimeEntry, TimeEntryInputSchema } from '@platform/core';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { BUTTON_BOX_COMPACT, Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Form, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatCalendarDay, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { hoursCsvUrl, useAddTimeEntry, useRejectTimeEntry } from '../api/hours.ts';
import { useStaffPlannerTexts } from '../texts.ts';
import { minutesText } from './shift-times.ts';

const EntryFormSchema = z
  .object({
    employeeId: z.string(),
    date: z.string(),
    startTime: z.string(),
    endDate: z.string(),
    endTime: z.string(),
    reason: z.string(),
  })
  .transform((v, ctx) => {
    const parsed = TimeEntryInputSchema.safeParse({
      employeeId: v.employeeId,
      start: `${v.date}T${v.startTime}`,
      end: `${v.endDate || v.date}T${v.endTime}`,
      reason: v.reason,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = { start: 'startTime', end: 'endTime' }[String(issue.path[0])] ?? String(issue.path[0]);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
    return z.NEVER;
  });

function EntryDialog({ week, replaces, onClose }: { week: PlannerWeek; replaces?: TimeEntry; onClose(): void }) {
  const { t } = useStaffPlannerTexts();
  const add = useAddTimeEntry(week.place.kind, week.place.id);
  const date = replaces ? dutchDate(new Date(replaces.clockIn)) : (week.days[0] as string);
  const form = useZodForm(EntryFormSchema, {
    employeeId: replaces?.employeeId ?? week.employees[0]?.id ?? '',
    date,
    startTime: replaces ? formatTime(replaces.clockIn) : '09:00',
    endDate: replaces?.clockOut ? dutchDate(new Date(replaces.clockOut)) : date,
    endTime: replaces?.clockOut ? formatTime(replaces.clockOut) : '17:00',
    reason: '',
  });
  const submit = async (body: z.output<typeof EntryFormSchema>) => {
    await add.mutateAsync({ ...body, replacesId: replaces?.id ?? null });
    toast.success(t('planner.hours.saved'));
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={replaces ? t('planner.hours.correctTitle') : t('planner.hours.addTitle')}
      description={t('planner.hours.auditNote')}
    >
      <Form form={form} onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <FormSelect name="employeeId" label={t('planner.shift.employee')} disabled={Boolean(replaces)}>
          {week.employees.map((employee) => (
            <option key={employee.id} value={employee.id}>
              {employee.name}
            </option>
          ))}
        </FormSelect>
        <div className="grid grid-cols-2 gap-3">
          <FormField name="date" type="date" label={t('planner.hours.startDate')} />
          <FormField name="startTime" type="time" label={t('planner.shift.start')} />
          <FormField name="endDate" type="date" label={t('planner.hours.endDate')} />
          <FormField name="endTime" type="time" label={t('planner.shift.end')} />
        </div>
        <FormField name="reason" label={t('planner.hours.reason')} />
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>{t('planner.hours.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

function RejectDialog({ week, entry, onClose }: { week: PlannerWeek; entry: TimeEntry; onClose(): void }) {
  const { t } = useStaffPlannerTexts();
  const reject = useRejectTimeEntry(week.place.kind, week.place.id);
  const form = useZodForm(z.object({ reason: z.string().trim().min(3, 'Geef een reden') }), { reason: '' });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('planner.hours.rejectTitle')}
      description={t('planner.hours.auditNote')}
    >
      <Form
        form={form}
        className="mt-4 flex flex-col gap-3"
        onSubmit={async ({ reason }) => {
          await reject.mutateAsync({ entryId: entry.id, reason });
          toast.success(t('planner.hours.rejected'));
          onClose();
        }}
      >
        <FormField name="reason" label={t('planner.hours.reason')} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>{t('planner.hours.reject')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}

/** Worked hours of the week beside the planned ones: reject and re-enter to correct (nothing is deleted), CSV for payroll. */
export function HoursPanel({ week }: { week: PlannerWeek }) {
  const { t } = useStaffPlannerTexts();
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'correct' | 'reject'; entry: TimeEntry } | null>(null);
  const nameOf = (id: string) => week.employees.find((e) => e.id === id)?.name ?? '';
  const last = addDays(week.week, 6);
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('planner.hours.title')}</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog({ kind: 'add' })} disabled={week.employees.length === 0}>
            {t('planner.hours.add')}
          </Button>
          <a href={hoursCsvUrl(week.place.kind, week.place.id, week.week, last)} className={buttonClass('secondary')} download>
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('planner.hours.csv')}
          </a>
        </div>
      </div>
      <ul className="mb-3 grid gap-1 text-sm sm:grid-cols-2">
        {week.totals.map((total) => (
          <li key={total.employeeId}>
            {t('planner.hours.plannedWorked', {
              name: nameOf(total.employeeId),
              planned: minutesText(total.plannedMinutes),
              worked: minutesText(total.workedMinutes),
            })}
          </li>
        ))}
      </ul>
      {week.timeEntries.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('planner.hours.none')}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow className="text-left">
                <TableHead className="p-2">{t('planner.shift.employee')}</TableHead>
                <TableHead className="p-2">{t('planner.shift.date')}</TableHead>
                <TableHead className="p-2">{t('planner.hours.time')}</TableHead>
                <TableHead className="p-2">{t('planner.hours.hours')}</TableHead>
                <TableHead className="p-2">{t('planner.hours.status')}</TableHead>
                <TableHead className="p-2">
                  <span className="sr-only">{t('planner.hours.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {week.timeEntries.map((entry) => (
                <TableRow key={entry.id} className={entry.status === 'rejected' ? 'text-zinc-500 line-through' : undefined}>
                  <TableCell className="p-2">{nameOf(entry.employeeId)}</TableCell>
                  <TableCell className="p-2">{formatCalendarDay(dutchDate(new Date(entry.clockIn)))}</TableCell>
                  <TableCell className="p-2 tabular-nums">
                    {formatTime(entry.clockIn)}–{entry.clockOut ? formatTime(entry.clockOut) : t('planner.hours.open')}
                  </TableCell>
                  <TableCell className="p-2 tabular-nums">{minutesText(entry.minutes)}</TableCell>
                  <TableCell className="p-2 no-underline">
                    {entry.status === 'rejected'
                      ? t('planner.hours.rejectedBecause', { reason: entry.rejectReason })
                      : entry.source === 'manual'
                        ? t('planner.hours.manual', { reason: entry.reason })
                        : t('planner.hours.clocked')}
                  </TableCell>
                  <TableCell className="p-2">
                    {entry.status === 'active' ? (
                      <span className="flex gap-1">
                        <Button variant="ghost" box={BUTTON_BOX_COMPACT} onClick={() => setDialog({ kind: 'correct', entry })}>
                          {t('planner.hours.correct')}
                        </Button>
                        <Button variant="ghost" box={BUTTON_BOX_COMPACT} onClick={() => setDialog({ kind: 'reject', entry })}>
                          {t('planner.hours.reject')}
                        </Button>
                      </span>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {dialog?.kind === 'add' ? <EntryDialog week={week} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'correct' ? <EntryDialog week={week} replaces={dialog.entry} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'reject' ? <RejectDialog week={week} entry={dialog.entry} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}
