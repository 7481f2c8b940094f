import { addDays, type PlannerShift, type PlannerWeek, ShiftInputSchema } from '@platform/core';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Form, FormCheckbox, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAddShift, useEditShift, useRemoveShift } from '../api/shifts.ts';
import { useStaffPlannerTexts } from '../texts.ts';
import { endsNextDay } from './shift-times.ts';

/** The dialog's fields: a day, two clock times and "ends the next day"; checked by the core shift schema as one. */
const ShiftFormSchema = z
  .object({
    employeeId: z.string(),
    date: z.string().min(1, 'Kies een datum'),
    startTime: z.string().min(1, 'Gebruik uu:mm'),
    endTime: z.string().min(1, 'Gebruik uu:mm'),
    nextDay: z.boolean(),
    breakMinutes: z.string(),
    role: z.string(),
    note: z.string(),
  })
  .transform((v, ctx) => {
    const parsed = ShiftInputSchema.safeParse({
      employeeId: v.employeeId || null,
      start: `${v.date}T${v.startTime}`,
      end: `${v.nextDay ? addDays(v.date, 1) : v.date}T${v.endTime}`,
      breakMinutes: v.breakMinutes || '0',
      role: v.role,
      note: v.note,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = { start: 'startTime', end: 'endTime' }[String(issue.path[0])] ?? String(issue.path[0]);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
    return z.NEVER;
  });

export type ShiftDraft = { shift?: PlannerShift; employeeId: string | null; date: string };

export function ShiftDialog({ week, draft, onClose }: { week: PlannerWeek; draft: ShiftDraft; onClose(): void }) {
  const { t } = useStaffPlannerTexts();
  const { kind, id } = week.place;
  const add = useAddShift(kind, id);
  const edit = useEditShift(kind, id);
  const remove = useRemoveShift(kind, id);
  const { shift } = draft;
  const form = useZodForm(ShiftFormSchema, {
    employeeId: draft.employeeId ?? '',
    date: shift?.date ?? draft.date,
    startTime: shift?.start ?? '17:00',
    endTime: shift?.end ?? '23:00',
    nextDay: shift ? endsNextDay(shift) : false,
    breakMinutes: String(shift?.breakMinutes ?? 30),
    role: shift?.role ?? '',
    note: shift?.note ?? '',
  });

  const applyTemplate = (templateId: string) => {
    const template = week.templates.find((x) => x.id === templateId);
    if (!template) return;
    form.setValue('startTime', template.start);
    form.setValue('endTime', template.end);
    form.setValue('nextDay', template.end <= template.start);
    form.setValue('breakMinutes', String(template.breakMinutes));
    form.setValue('role', template.role);
  };

  const submit = async (body: z.output<typeof ShiftFormSchema>) => {
    if (shift) await edit.mutateAsync({ shiftId: shift.id, body });
    else await add.mutateAsync(body);
    toast.success(shift ? t('planner.shift.saved') : t('planner.shift.added'));
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={shift ? t('planner.shift.editTitle') : t('planner.shift.addTitle')}
    >
      <Form form={form} onSubmit={submit} className="mt-4 flex flex-col gap-3">
        {!shift && week.templates.length > 0 ? (
          <SelectField
            label={t('planner.shift.template')}
            defaultValue=""
            onChange={(event) => applyTemplate(event.target.value)}
          >
            <option value="">{t('planner.shift.noTemplate')}</option>
            {week.templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name} ({template.start}–{template.end})
              </option>
            ))}
          </SelectField>
        ) : null}
        <FormSelect name="employeeId" label={t('planner.shift.employee')}>
          <option value="">{t('planner.grid.open')}</option>
          {week.employees.map((employee) => (
            <option key={employee.id} value={employee.id}>
              {employee.name}
            </option>
          ))}
        </FormSelect>
        <FormField name="date" type="date" label={t('planner.shift.date')} />
        <div className="grid grid-cols-2 gap-3">
          <FormField name="startTime" type="time" label={t('planner.shift.start')} />
          <FormField name="endTime" type="time" label={t('planner.shift.end')} />
        </div>
        <FormCheckbox name="nextDay" label={t('planner.shift.nextDay')} />
        <FormField name="breakMinutes" type="number" min={0} max={180} inputMode="numeric" label={t('planner.shift.break')} />
        <FormField name="role" label={t('planner.shift.role')} />
        <FormField name="note" label={t('planner.shift.note')} />
        <div className="mt-2 flex flex-wrap justify-between gap-2">
          {shift ? (
            <ConfirmDialog
              trigger={<Button variant="danger">{t('planner.shift.remove')}</Button>}
              title={t('planner.shift.removeTitle')}
              description={t('planner.shift.removeText')}
              confirm={t('planner.shift.remove')}
              cancel={t('app.cancel')}
              onConfirm={() =>
                remove.mutate(shift.id, {
                  onSuccess: () => {
                    toast.success(t('planner.shift.removed'));
                    onClose();
                  },
                  onError: (error) => toast.error(error.message),
                })
              }
            />
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <SubmitButton pending={form.formState.isSubmitting}>{t('planner.shift.save')}</SubmitButton>
          </div>
        </div>
      </Form>
    </Dialog>
  );
}
