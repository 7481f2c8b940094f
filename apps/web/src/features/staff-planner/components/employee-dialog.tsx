import { EmployeeInputSchema, type PlaceKindName, type PlannerEmployee } from '@platform/core';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAddEmployee, useEditEmployee } from '../api/employees.ts';
import { useStaffPlannerTexts } from '../texts.ts';

/** Skills as one comma-separated line and the wage in euros, checked by the core employee schema. */
const EmployeeFormSchema = EmployeeInputSchema.omit({ skills: true, hourlyWageCents: true }).extend({
  skills: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(40, 'Een vaardigheid is hoogstens 40 tekens')).max(12, 'Hoogstens 12 vaardigheden')),
  hourlyWage: z
    .string()
    .transform((value) => (value.trim() === '' ? null : Math.round(Number(value.replace(',', '.')) * 100)))
    .pipe(
      z
        .number({ error: 'Vul een uurloon in' })
        .min(0, 'Het uurloon kan niet negatief zijn')
        .max(20_000, 'Een uurloon is hoogstens € 200')
        .nullable(),
    ),
});

const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));

export function EmployeeDialog({
  kind,
  placeId,
  employee,
  onClose,
}: {
  kind: PlaceKindName;
  placeId: string;
  employee?: PlannerEmployee;
  onClose(): void;
}) {
  const { t } = useStaffPlannerTexts();
  const add = useAddEmployee(kind, placeId);
  const edit = useEditEmployee(kind, placeId);
  const form = useZodForm(EmployeeFormSchema, {
    name: employee?.name ?? '',
    email: employee?.email ?? '',
    role: employee?.role ?? '',
    skills: employee?.skills.join(', ') ?? '',
    contractHours: employee?.contractHours ?? 0,
    birthDate: employee?.birthDate ?? '',
    hourlyWage: euros(employee?.hourlyWageCents ?? null),
  });
  const submit = async ({ hourlyWage, ...values }: z.output<typeof EmployeeFormSchema>) => {
    const body = { ...values, hourlyWageCents: hourlyWage };
    if (employee) await edit.mutateAsync({ employeeId: employee.id, body });
    else await add.mutateAsync(body);
    toast.success(t('planner.employee.saved', { name: values.name }));
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={employee ? t('planner.employee.editTitle') : t('planner.employee.addTitle')}
      description={t('planner.employee.privacy')}
    >
      <Form form={form} onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <FormField name="name" label={t('planner.employee.name')} autoComplete="off" />
        <FormField name="email" type="email" label={t('planner.employee.email')} autoComplete="off" />
        <FormField name="role" label={t('planner.employee.role')} />
        <FormField name="skills" label={t('planner.employee.skills')} />
        <div className="grid grid-cols-2 gap-3">
          <FormField
            name="contractHours"
            type="number"
            min={0}
            max={60}
            inputMode="numeric"
            label={t('planner.employee.contractHours')}
          />
          <FormField name="hourlyWage" inputMode="decimal" label={t('planner.employee.wage')} />
        </div>
        <FormField name="birthDate" type="date" label={t('planner.employee.birthDate')} />
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <SubmitButton pending={form.formState.isSubmitting}>{t('planner.employee.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
